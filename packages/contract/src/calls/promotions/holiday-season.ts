import { z } from 'zod';
import { RewardItem } from '../wallet.ts';
import { HOLIDAY_SEASONS } from './holiday-rules.ts';
import type { MonthDay } from './holiday-rules.ts';

/**
 * The holiday activities' common parts (Christmas 37, New Year 38): their seasons on the
 * Philippine calendar, a prize table drawn provably fair, and the record of a draw.
 * Decisions: docs/decisions/087-christmas-and-new-year.md.
 */

export { HOLIDAY_SEASONS, inHolidaySeason } from './holiday-rules.ts';

/** A season of a holiday: its key (the year its last day falls in) and its first and last Philippine dates (YYYY-MM-DD). */
export interface HolidaySeason { key: string; first: string; last: string }

const PH_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, md: MonthDay) => `${year}-${pad(md.month)}-${pad(md.day)}`;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The Philippine calendar date of an instant, YYYY-MM-DD. */
export const philippineDateOf = (now: Date): string => new Date(now.getTime() + PH_OFFSET_MS).toISOString().slice(0, 10);

/** The seasons of a holiday that end in `year`. */
function seasonEndingIn(type: number, year: number): HolidaySeason | null {
  const window = HOLIDAY_SEASONS[type];
  if (!window) return null;
  const wraps = window.to.month < window.from.month;
  return { key: String(year), first: dateOf(wraps ? year - 1 : year, window.from), last: dateOf(year, window.to) };
}

/**
 * Where `now` stands against the holiday's season: inside it (the season), or outside it, with
 * whether the nearer edge is the end of the last season ('ended') or the start of the next
 * ('notStarted'). Types without a season are always inside a season keyed 'always'.
 */
export function holidaySeasonAt(type: number, now: Date): { season: HolidaySeason } | { outside: 'notStarted' | 'ended' } {
  const today = philippineDateOf(now);
  const year = Number(today.slice(0, 4));
  const seasons = [year - 1, year, year + 1].map((y) => seasonEndingIn(type, y));
  if (seasons[0] === null) return { season: { key: 'always', first: '0000-01-01', last: '9999-12-31' } };
  const inside = seasons.find((s) => s && s.first <= today && today <= s.last);
  if (inside) return { season: inside };
  const t = dayNumber(today);
  const sinceEnd = Math.min(...seasons.filter((s) => s!.last < today).map((s) => t - dayNumber(s!.last)));
  const untilStart = Math.min(...seasons.filter((s) => s!.first > today).map((s) => dayNumber(s!.first) - t));
  return { outside: sinceEnd <= untilStart ? 'ended' : 'notStarted' };
}

/** One prize of a holiday draw: what it gives and its weight (a non-negative integer; 0 never drawn). */
export const HolidayPrize = z.object({
  award: z.array(z.object({
    id: z.number().int().min(1).max(99_999),
    count: z.number().int().min(1).max(1_000_000_000),
    betRate: z.number().int().min(0).max(100).optional(),
  })).min(1).max(4),
  weight: z.number().int().min(0).max(1_000_000),
});
export type HolidayPrize = z.infer<typeof HolidayPrize>;

/** A prize table: 1-12 prizes, at least one with a weight. */
export const HolidayPrizeTable = z.array(HolidayPrize).min(1).max(12)
  .refine((prizes) => prizes.some((p) => p.weight > 0), 'at least one prize needs a weight above 0');

/** A prize table as the pages show it: each prize with its chance in basis points of the total weight. */
export const HolidayPrizeView = z.object({ award: z.array(RewardItem), weight: z.number().int(), chance: z.number().int().describe('basis points') });
export type HolidayPrizeView = z.infer<typeof HolidayPrizeView>;

/**
 * One provably fair draw: the player's house seed pair (seedId, its hash, the client seed) and
 * the nonce it took, the weights as they were, and the prize index picked. Once the pair is
 * rotated, the revealed server seed hashes to serverSeedHash and
 * pickWeighted(roundFloats({serverSeed, clientSeed}, nonce, 1)[0], weights) is `index`.
 */
export const HolidayDraw = z.object({
  seedId: z.number().int(),
  serverSeedHash: z.string(),
  /** The server seed once the player has rotated the pair (the draw can then be verified); null before. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  weights: z.array(z.number().int().nonnegative()),
  index: z.number().int().nonnegative(),
  award: z.array(RewardItem),
  /** ms since epoch. */
  at: z.number().int(),
});
export type HolidayDraw = z.infer<typeof HolidayDraw>;

export const HolidaySeasonView = z.object({ first: z.string(), last: z.string() });

/** The chance of each prize in basis points of the total weight (floored). */
export function prizeViews(prizes: readonly HolidayPrize[]): HolidayPrizeView[] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => ({ award: p.award.map((a) => ({ ...a })), weight: p.weight, chance: total > 0 ? Math.floor((p.weight * 10_000) / total) : 0 }));
}

export const HolidayInstanceIdField = (type: number) => z.number().int().min(1).max(2_147_483_647).optional()
  .describe(`the instance (activityMap[${type}].instanceId); the running one when left out`);

/** A reward tier id in a request (an extra reward's id, a task's id). */
export const HolidayTierId = z.number().int().min(1).max(99);
