/** Reads a dotted path such as `personalDetails.firstName` from a nested object. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `target` with `value` at the dotted `path`, creating objects on the way. */
export function setPath<T extends object>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return target;
  if (rest.length === 0) return { ...target, [head]: value };
  const child = (target as Record<string, unknown>)[head];
  const base = typeof child === 'object' && child !== null ? child : {};
  return { ...target, [head]: setPath(base, rest.join('.'), value) };
}

/** Merges plain objects key by key; arrays and scalars from `patch` replace. */
export function deepMerge<T extends object>(target: T, patch: object): T {
  const result = { ...target } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch) as [string, unknown][]) {
    const existing = result[key];
    result[key] =
      isPlainObject(value) && isPlainObject(existing) ? deepMerge(existing, value) : value;
  }
  return result as T;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}
