/**
 * The fish on screen: which types swim by, how often, how big and how fast. Presentation only:
 * whether a shot catches a fish is decided by the house (packages/games shootFish).
 */
import { OCEAN_HUNTER_FISH } from '@casino/games';
import type { FishType } from '@casino/games';

export interface SwimmingFish {
  id: number;
  type: FishType;
  /** Distance from the top of the sea, % of its height. */
  lane: number;
  direction: 'ltr' | 'rtl';
  /** Seconds to cross the sea. */
  duration: number;
  /** Negative: already part-way across when first shown. */
  delay: number;
  /** Width in px. */
  size: number;
}

/** Rarer the higher the multiplier, as in the hall: a kraken now and then, clownfish all the time. */
const WEIGHTS = OCEAN_HUNTER_FISH.map((fish) => 1 / Math.sqrt(fish.multiplier));
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, weight) => sum + weight, 0);

export function pickFishType(random: () => number = Math.random): FishType {
  let roll = random() * TOTAL_WEIGHT;
  for (let i = 0; i < OCEAN_HUNTER_FISH.length; i++) {
    roll -= WEIGHTS[i]!;
    if (roll < 0) return OCEAN_HUNTER_FISH[i]!;
  }
  return OCEAN_HUNTER_FISH[0]!;
}

let nextId = 1;

export function spawnFish(options: { alreadySwimming?: boolean } = {}, random: () => number = Math.random): SwimmingFish {
  const type = pickFishType(random);
  // Big fish are slow, small fish dart.
  const duration = 7 + Math.log2(type.multiplier) * 1.6 + random() * 4;
  return {
    id: nextId++,
    type,
    lane: 6 + random() * 66,
    direction: random() < 0.5 ? 'ltr' : 'rtl',
    duration,
    delay: options.alreadySwimming ? -random() * duration : 0,
    size: Math.round(46 + Math.log2(type.multiplier) * 14),
  };
}

/** Body and fin colours per fish type. */
export const FISH_COLOURS: Readonly<Record<string, { body: string; fin: string }>> = {
  clownfish: { body: '#ff8c2b', fin: '#ffffff' },
  pufferfish: { body: '#f4d35e', fin: '#c9a227' },
  'sea-turtle': { body: '#3fa34d', fin: '#1f6b2b' },
  lobster: { body: '#e63946', fin: '#9d0208' },
  octopus: { body: '#b06ab3', fin: '#7b2d8b' },
  swordfish: { body: '#4d7cfe', fin: '#1e3fae' },
  shark: { body: '#8d99ae', fin: '#4a5568' },
  'killer-whale': { body: '#1f2937', fin: '#f8fafc' },
  'golden-dragon': { body: '#ffc83d', fin: '#ff6b1a' },
  kraken: { body: '#7c3aed', fin: '#3b0764' },
};
