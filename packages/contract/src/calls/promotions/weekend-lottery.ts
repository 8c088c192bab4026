import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Weekend lottery (activity type 33, §2 /activity/weekendLottery, a public page): a player earns
 * tickets from the deposits credited in a week (Monday 00:00 Philippine time up to the first
 * draw day), and draws each ticket on the week's draw days (Saturday and Sunday unless the
 * settings say otherwise) for one of the prizes, by a provably fair pick on the player's house
 * seed pair. Tickets not drawn by the end of the week's last draw day lapse. §7 names no calls
 * for it. Decisions: docs/decisions/086-follow-weekend-lottery-festival.md.
 */

export const WeekendLotteryPrizeItem = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type WeekendLotteryPrizeItem = z.infer<typeof WeekendLotteryPrizeItem>;

/** One prize of the draw and its weight (its chance is weight / the sum of the weights). */
export const WeekendLotteryPrize = z.object({
  id: z.number().int().min(1).max(99),
  weight: z.number().int().min(0).max(1_000_000),
  award: z.array(WeekendLotteryPrizeItem).min(1).max(4),
});
export type WeekendLotteryPrize = z.infer<typeof WeekendLotteryPrize>;

/** Tickets a player may hold in a week, at most. */
export const WEEKEND_LOTTERY_MAX_TICKETS = 100;

/** The settings of a weekend lottery instance (validated on every write and read). */
export const WeekendLotterySettings = z.object({
  /**
   * Days of the week the draw is open, in Philippine time (0 Sunday ... 6 Saturday). Monday opens
   * the week's earning, so it is never a draw day.
   */
  drawDays: z.array(z.number().int().min(0).max(6)).min(1).max(6),
  /** Credited deposits (hundredths) per ticket, summed over the week's earning days. */
  ticketPerDeposit: z.number().int().min(100).max(1_000_000_000),
  /** Tickets a player may earn in one week. */
  maxTickets: z.number().int().min(1).max(WEEKEND_LOTTERY_MAX_TICKETS),
  prizes: z.array(WeekendLotteryPrize).min(1).max(12),
}).superRefine((settings, ctx) => {
  if (new Set(settings.drawDays).size !== settings.drawDays.length) ctx.addIssue({ code: 'custom', path: ['drawDays'], message: 'each day once' });
  if (settings.drawDays.includes(1)) ctx.addIssue({ code: 'custom', path: ['drawDays'], message: 'Monday opens the week\'s earning and cannot be a draw day' });
  const ids = settings.prizes.map((p) => p.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'one prize per id' });
  if (settings.prizes.every((p) => p.weight === 0)) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'at least one prize needs a weight above 0' });
  settings.prizes.forEach((prize, index) => {
    const items = prize.award.map((p) => p.id);
    if (new Set(items).size !== items.length) ctx.addIssue({ code: 'custom', path: ['prizes', index, 'award'], message: 'one item per id' });
  });
});
export type WeekendLotterySettings = z.infer<typeof WeekendLotterySettings>;

const ms = z.number().int().describe('ms since epoch; -1 none');

/** What anyone may see: the prizes and their chances, the rules of earning, and when the next draw opens. */
export const WeekendLotteryInfo = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  prizes: z.array(z.object({ id: z.number().int(), award: z.array(RewardItem), weight: z.number().int() })),
  /** The sum of the weights (a prize's chance is weight / totalWeight). */
  totalWeight: z.number().int(),
  drawDays: z.array(z.number().int()),
  ticketPerDeposit: z.number().int(),
  maxTickets: z.number().int(),
  /** The draw is open now. */
  drawOpen: z.boolean(),
  /** When the open draw closes (-1 while it is not open). */
  drawClosesAt: ms,
  /** When the next draw opens (-1 while one is open, or when the instance ends first). */
  nextDrawAt: ms,
  /** The instance's end (-1 none). */
  endTime: ms,
  serverTime: ms,
});
export type WeekendLotteryInfo = z.infer<typeof WeekendLotteryInfo>;

/** A ticket's draw, with what verifies it once the player's seed pair is revealed (house seed rotation). */
export const WeekendLotteryDraw = z.object({
  /** The week (its Monday, Philippine date YYYY-MM-DD). */
  week: z.string(),
  ticket: z.number().int(),
  prizeId: z.number().int(),
  award: z.array(RewardItem),
  drawnAt: ms,
  fair: z.object({
    seedId: z.number().int(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    /** The prizes' weights at the draw, in prize order; `index` is the one picked. */
    weights: z.array(z.number().int()),
    index: z.number().int(),
  }),
});
export type WeekendLotteryDraw = z.infer<typeof WeekendLotteryDraw>;

/** The player's week: deposits counted, tickets earned and drawn, and this week's draws. */
export const WeekendLotteryState = z.object({
  info: WeekendLotteryInfo,
  week: z.string(),
  /** Deposits (hundredths) credited in the week's earning days. */
  deposits: z.number().int(),
  tickets: z.number().int(),
  drawn: z.number().int(),
  /** The ticket numbers not drawn yet (1-based). */
  ticketsLeft: z.array(z.number().int()),
  /** Deposits (hundredths) still needed for the next ticket; 0 once the week's tickets are full or its earning is over. */
  toNextTicket: z.number().int(),
  /** Deposits still count toward this week's tickets. */
  earningOpen: z.boolean(),
  draws: z.array(WeekendLotteryDraw),
});
export type WeekendLotteryState = z.infer<typeof WeekendLotteryState>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[33].instanceId); the running one when left out');

export const weekendLotteryInfo = defineCall({
  name: 'weekendLotteryInfo', anonymous: true,
  summary: 'Weekend lottery (33), public: the prizes and their weights, how tickets are earned, whether the draw is open and when the next one opens.',
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ info: WeekendLotteryInfo }),
});

export const weekendLotteryState = defineCall({
  name: 'weekendLotteryState', anonymous: false,
  summary: "Weekend lottery (33): the player's week: deposits counted, tickets earned and left, this week's draws.",
  body: z.object({ instanceId: InstanceIdField }),
  response: WeekendLotteryState,
});

export const weekendLotteryDraw = defineCall({
  name: 'weekendLotteryDraw', anonymous: false,
  summary: "Weekend lottery (33): draws one of this week's tickets (once each) on a draw day: 1005 the draw is not open, 1006 the ticket was drawn, 1007 no such ticket earned.",
  body: z.object({ instanceId: InstanceIdField, ticket: z.number().int().min(1).max(WEEKEND_LOTTERY_MAX_TICKETS) }),
  response: Balances.extend({ draw: WeekendLotteryDraw, state: WeekendLotteryState, propList: z.array(RewardItem) }),
});

export const weekendLotteryHistory = defineCall({
  name: 'weekendLotteryHistory', anonymous: false,
  summary: "Weekend lottery (33): the player's draws in the instance, newest first (50 at most), each with its fairness record.",
  body: z.object({ instanceId: InstanceIdField }),
  response: z.object({ list: z.array(WeekendLotteryDraw) }),
});

export const weekendLotteryCalls = { weekendLotteryInfo, weekendLotteryState, weekendLotteryDraw, weekendLotteryHistory } as const;
