import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Free login bonus (activity type 23, the day bonus: §2 /activity/sign, rule page dayBonus): a
 * reward a player claims once per Philippine day, the row of the table their VIP level reaches.
 * A player below the lowest row does not qualify. hasFreeBonus is set while today's claim is open.
 * Decisions: docs/decisions/075-sign-in-calendars-cards-and-fund.md.
 */

/** One prize: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const FreeLoginBonusPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type FreeLoginBonusPrize = z.infer<typeof FreeLoginBonusPrize>;

/** One row of the table: from this VIP level up (until the next row), this daily award. */
export const FreeLoginBonusLevel = z.object({
  vip: z.number().int().min(0).max(100),
  award: z.array(FreeLoginBonusPrize).min(1).max(4),
});
export type FreeLoginBonusLevel = z.infer<typeof FreeLoginBonusLevel>;

/** The settings of a free-login-bonus instance (validated on every write and read). */
export const FreeLoginBonusSettings = z.object({
  levels: z.array(FreeLoginBonusLevel).min(1).max(20),
  /** Credited deposits (hundredths) a player needs before claiming; 0 for none. */
  needRecharge: z.number().int().min(0).max(1_000_000_000),
}).superRefine((settings, ctx) => {
  const levels = settings.levels.map((l) => l.vip);
  if (new Set(levels).size !== levels.length) ctx.addIssue({ code: 'custom', path: ['levels'], message: 'one row per VIP level' });
  settings.levels.forEach((level, index) => {
    const ids = level.award.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['levels', index, 'award'], message: 'one prize per item id' });
  });
});
export type FreeLoginBonusSettings = z.infer<typeof FreeLoginBonusSettings>;

/** The player's day bonus (the page's state). */
export const FreeLoginBonusUser = z.object({
  instanceId: z.number().int(),
  /** The table, by VIP level. */
  levels: z.array(z.object({ vip: z.number().int(), award: z.array(RewardItem) })),
  /** The player's VIP level. */
  vip: z.number().int(),
  /** Today's award for the player's level; empty below the lowest row. */
  award: z.array(RewardItem),
  claimedToday: z.boolean(),
  /** A claim is open now (the hasFreeBonus red dot). */
  canClaim: z.boolean(),
  /** Credited deposits (hundredths) still needed before a claim; 0 when none. */
  needRecharge: z.number().int(),
  /** Days claimed so far. */
  claimedDays: z.number().int(),
  /** ms since epoch of the next Philippine midnight, when the next claim opens. */
  nextDayAt: z.number().int(),
});
export type FreeLoginBonusUser = z.infer<typeof FreeLoginBonusUser>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[23].instanceId); the running one when left out');

export const freeLoginBonusUser = defineCall({
  name: 'freeLoginBonusUser', anonymous: false,
  summary: "Free login bonus (23): the table by VIP level, today's award for the player, whether today's claim is open, and when the next opens.",
  body: z.object({ instanceId: InstanceIdField }),
  response: FreeLoginBonusUser,
});

export const freeLoginBonusReceive = defineCall({
  name: 'freeLoginBonusReceive', anonymous: false,
  summary: "Free login bonus (23): claims today's award, once per Philippine day; 1004 VIP level below the table, 1005 deposits still needed, 1006 claimed today. Answers what was granted, the state and the balances.",
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({
    user: FreeLoginBonusUser,
    /** What this claim granted. */
    propList: z.array(RewardItem),
  }),
});

export const freeLoginBonusCalls = { freeLoginBonusUser, freeLoginBonusReceive } as const;
