import type { Rolldown } from 'vite';

/** The name of the chunk that holds what a build's first render waits for, beyond the entry. */
export const STARTUP_CHUNK = 'startup';

/**
 * A code-splitting group that puts the app's startup modules (build/firstScreen.ts
 * `startupModulesOf`: a v3 build's model, first step screen, texts and patterns) into one chunk,
 * with what they import that the entry does not hold (the group's default
 * `includeDependenciesRecursively`: the modules the bundler finds they use, not all a barrel
 * re-exports). Left to itself the bundler splits them by which later screens share them: 13 files
 * on es/finipay, and a browser on HTTP/1.1 opens six connections per host, so the first step
 * waited for three waves of requests, one round trip each (docs/performance.md). The entry's group
 * comes first, so what the entry holds stays there; a build without startup modules (the classic
 * builds) gets no such chunk. The modules are read when the bundler first asks, once the build has
 * loaded them all (`startupModules` is known by then: build/firstScreenHtml.ts).
 */
export function startupChunkGroup(
  startupModules: () => readonly string[],
): Rolldown.CodeSplittingGroup {
  let roots: ReadonlySet<string> | undefined;
  return {
    debugName: STARTUP_CHUNK,
    name: (moduleId) => {
      roots ??= new Set(startupModules());
      return roots.has(moduleId) ? STARTUP_CHUNK : null;
    },
  };
}
