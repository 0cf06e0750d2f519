/**
 * The files `fileName` imports statically, directly or not, each after the ones it imports (the
 * order a browser runs them in). `importsOf` names a file's own static imports; chunks may import
 * each other in a cycle, and `fileName` itself is never in the answer.
 */
export function staticImportsOf(
  fileName: string,
  importsOf: (file: string) => readonly string[] | undefined,
): string[] {
  const seen = new Set([fileName]);
  const found: string[] = [];
  const visit = (importer: string) => {
    for (const imported of importsOf(importer) ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
      found.push(imported);
    }
  };
  visit(fileName);
  return found;
}
