/**
 * The wheel's geometry, pure: n equal segments drawn clockwise from the top, segment i centred
 * at i × 360/n degrees; the pointer stands at the top. The server picks the segment; the page only
 * turns the wheel there.
 */

/** Full turns a spin makes before it stops. */
export const SPIN_TURNS = 5;

export const segmentAngle = (count: number): number => 360 / count;

/**
 * The rotation (degrees, growing clockwise) that stops segment `index` under the pointer, at least
 * SPIN_TURNS full turns past `from`.
 */
export function rotationFor(index: number, count: number, from: number): number {
  const rest = (((-index * segmentAngle(count) - from) % 360) + 360) % 360;
  return from + SPIN_TURNS * 360 + rest;
}

/** The segment under the pointer at a rotation. */
export function segmentAt(rotation: number, count: number): number {
  const angle = segmentAngle(count);
  const normal = (((-rotation % 360) + 360) % 360);
  return Math.round(normal / angle) % count;
}

/** The SVG path of segment i on a wheel of radius r centred at the origin. */
export function segmentPath(index: number, count: number, r: number): string {
  const angle = segmentAngle(count);
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(r * Math.cos(rad)).toFixed(3)} ${(r * Math.sin(rad)).toFixed(3)}`;
  };
  const start = index * angle - angle / 2;
  const end = start + angle;
  return `M 0 0 L ${point(start)} A ${r} ${r} 0 ${angle > 180 ? 1 : 0} 1 ${point(end)} Z`;
}

/** Each segment's chance, in percent, from the weights (shown beside the wheel). */
export function chances(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (total === 0 ? 0 : (w * 100) / total));
}

/** The user asked for less motion: the wheel jumps to its segment. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
