/**
 * What a game draws its randomness from. In play it is the provably-fair stream of a round
 * (fair/fair-random.ts); a game never knows or cares which source it is given.
 */
export interface RandomSource {
  /** A float in [0, 1). */
  nextFloat(): number;
}

/** An integer in [0, bound). */
export function randomInt(rng: RandomSource, bound: number): number {
  return Math.floor(rng.nextFloat() * bound);
}

/**
 * Fisher–Yates from the front, stopped after `count` positions: afterwards items[0..count) is
 * a uniformly random ordered selection. Position i swaps with i + randomInt(length - i), so a
 * verifier replays it from the same floats in the same order.
 */
export function shuffleFront<T>(items: T[], count: number, rng: RandomSource): void {
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(rng, items.length - i);
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
}
