import type { i18n } from 'i18next';

/** Per instance: the namespaces whose last load failed (after the backend's retries), and why. */
const failures = new WeakMap<i18n, Map<string, unknown>>();

/** Records from now on which namespaces `instance` could not load. */
export function trackNamespaceFailures(instance: i18n): void {
  const failed = new Map<string, unknown>();
  failures.set(instance, failed);
  instance.on('failedLoading', (_language, namespace, message) => {
    failed.set(namespace, message);
  });
}

/**
 * Why `namespace` could not be loaded, or `undefined` when it could (or is still loading).
 * i18next counts a failed namespace as loaded, and its `t` would answer with keys.
 */
export function namespaceFailure(
  instance: i18n,
  namespace: string,
): { cause: unknown } | undefined {
  const failed = failures.get(instance);
  return failed?.has(namespace) ? { cause: failed.get(namespace) } : undefined;
}

/** Loads a namespace that failed again, in every language the instance uses; settles either way. */
export async function reloadNamespace(instance: i18n, namespace: string): Promise<void> {
  failures.get(instance)?.delete(namespace);
  await instance.reloadResources(instance.languages, [namespace]);
}
