/**
 * Ocean Hunter, a fish-shooting game settled shot by shot on the server. Each shot costs the
 * bet and aims at a fish type the player chose; the shot kills with probability
 * RTP / multiplier and then pays bet x multiplier, so every type returns its declared RTP.
 * What the screen shows (swimming fish, bullets) is presentation; the money is decided here.
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import type { RandomSource } from '../random.ts';

export interface FishType {
  code: string;
  name: string;
  multiplier: number;
  rtp: number;
}

export const OCEAN_HUNTER_FISH: readonly FishType[] = [
  { code: 'clownfish', name: 'Clownfish', multiplier: 2, rtp: 0.96 },
  { code: 'pufferfish', name: 'Pufferfish', multiplier: 3, rtp: 0.96 },
  { code: 'sea-turtle', name: 'Sea Turtle', multiplier: 5, rtp: 0.96 },
  { code: 'lobster', name: 'Lobster', multiplier: 8, rtp: 0.96 },
  { code: 'octopus', name: 'Octopus', multiplier: 10, rtp: 0.96 },
  { code: 'swordfish', name: 'Swordfish', multiplier: 20, rtp: 0.96 },
  { code: 'shark', name: 'Shark', multiplier: 30, rtp: 0.96 },
  { code: 'killer-whale', name: 'Killer Whale', multiplier: 50, rtp: 0.96 },
  { code: 'golden-dragon', name: 'Golden Dragon', multiplier: 100, rtp: 0.96 },
  { code: 'kraken', name: 'Kraken', multiplier: 300, rtp: 0.96 },
];

export const OCEAN_HUNTER_RTP = 0.96;

export const OCEAN_HUNTER_GAME: HouseGameDefinition = {
  id: 9,
  code: 'ocean-hunter',
  name: 'Ocean Hunter',
  category: GameCategory.Fish,
  targetRtp: OCEAN_HUNTER_RTP,
  volatility: 'medium',
  rtpNote: 'the same for every fish type; volatility is medium aiming at random types and grows with the multiplier of the fish aimed at',
};

export function fishByCode(code: string): FishType {
  const fish = OCEAN_HUNTER_FISH.find((candidate) => candidate.code === code);
  if (fish === undefined) throw new RangeError(`unknown fish ${JSON.stringify(code)}; one of ${OCEAN_HUNTER_FISH.map((f) => f.code).join(', ')}`);
  return fish;
}

export function killChanceOf(fish: FishType): number {
  return fish.rtp / fish.multiplier;
}

export interface ShotOutcome {
  fish: string;
  multiplier: number;
  killChance: number;
  killed: boolean;
  payout: number;
}

export function shootFish(bet: number, rng: RandomSource, fishCode: string): ShotOutcome {
  assertBet(bet);
  const fish = fishByCode(fishCode);
  const killChance = killChanceOf(fish);
  const killed = rng.nextFloat() < killChance;
  return { fish: fish.code, multiplier: fish.multiplier, killChance, killed, payout: killed ? payoutOf(bet, fish.multiplier, 1) : 0 };
}
