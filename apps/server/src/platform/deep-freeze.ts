/**
 * Freezes plain objects and arrays all the way down, for values shared between callers: a caller
 * that changes one fails loudly instead of changing it for everyone. Dates and other class
 * instances are left as they are.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
