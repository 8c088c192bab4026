/**
 * App versions are dotted numbers (1.0.28, §1 client version); MIN_CLIENT_VERSION uses the same
 * form. Compared part by part as numbers (1.0.28 is newer than 1.0.3), a missing part counting as 0.
 */
export function parseVersion(text: string): number[] | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)*$/.test(trimmed)) return null;
  return trimmed.split('.').map(Number);
}

/** Negative when a is older than b, 0 when equal, positive when newer; null when either is not a version. */
export function compareVersions(a: string, b: string): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Whether the app at `own` is below the server's minimum. No minimum (empty or absent) never is;
 * a minimum that is not a version is ignored rather than locking every player out.
 */
export function isBelowMinimum(own: string, minimum: string | undefined): boolean {
  if (!minimum || minimum.trim() === '') return false;
  const order = compareVersions(own, minimum);
  return order !== null && order < 0;
}
