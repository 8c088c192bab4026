/** Query keys: arrays naming what a cached answer is, compared by value. */
export type QueryKey = readonly unknown[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A key's identity: its JSON with object properties sorted, so { a, b } and { b, a } are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.keys(value).sort().map((name) => [name, value[name]]))
      : value);
}

/** Whether `part` matches the start of `key`: ['wallet', 7] matches ['wallet', 7, 'overview']. */
export function keyStartsWith(key: unknown, part: unknown): boolean {
  if (key === part) return true;
  if (typeof key !== typeof part || typeof key !== 'object' || key === null || part === null) return false;
  const whole = key as Record<string, unknown>;
  return Object.keys(part as object).every((name) => keyStartsWith(whole[name], (part as Record<string, unknown>)[name]));
}

/**
 * `next`, with every part equal by value to `previous` replaced by `previous`'s own object: a
 * refetch that brings the same answer keeps the same references, so nothing re-renders for it.
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const names = Object.keys(after);
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = names.length === Object.keys(before).length;
  for (const name of names) {
    copy[name] = replaceEqualDeep(before[name], after[name]);
    if (copy[name] !== before[name] || !(name in before)) same = false;
  }
  return (same ? previous : copy) as T;
}
