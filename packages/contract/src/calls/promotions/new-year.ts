import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { ActivityType } from '../../constants.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';
import {
  HolidayDraw, HolidayInstanceIdField, HolidayPrize, HolidayPrizeTable, HolidayPrizeView, HolidaySeasonView, HolidayTierId,
} from './holiday-season.ts';

/**
 * New Year (activity type 38, §2 /activity/newYear, rule page /rule/newYear, §7 appNewYearUser,
 * appNewYearUserShare, appNewYearUserReceiveTask, appNewYearUserBoxOpen, appNewYearUserExtra,
 * appNewYearUserOpen) over its season (26 December to 15 January, Philippine time). Daily tasks
 * (sign in, deposit today, share) give the §9 new-year items: active points (40001) and boxes
 * (40002). Opening a box spends one and draws a prize (coins, lottery tickets 40003, fireworks
 * 40004); a lottery ticket draws from the lottery's table; extra rewards wait for active points
 * earned in the season (and may spend fireworks). Items are held in the rewards module's item
 * bag. Decisions: docs/decisions/087-christmas-and-new-year.md.
 */

/** What a daily task asks: sign in today (open the page), credited deposits today of at least `target`, share today. */
export const NewYearTaskKind = z.enum(['login', 'deposit', 'share']);
export type NewYearTaskKind = z.infer<typeof NewYearTaskKind>;

export const NewYearTask = z.object({
  id: HolidayTierId,
  kind: NewYearTaskKind,
  /** deposit: hundredths credited today; login and share: 1. */
  target: z.number().int().min(1).max(1_000_000_000),
  award: HolidayPrize.shape.award,
});
export type NewYearTask = z.infer<typeof NewYearTask>;

export const NewYearExtra = z.object({
  id: HolidayTierId,
  /** Active points earned in the season needed. */
  active: z.number().int().min(1).max(1_000_000),
  /** Fireworks (40004) the claim spends; 0 for none. */
  fireworks: z.number().int().min(0).max(1_000),
  award: HolidayPrize.shape.award,
});
export type NewYearExtra = z.infer<typeof NewYearExtra>;

/** The settings of a New Year instance (validated on every write and read). */
export const NewYearSettings = z.object({
  tasks: z.array(NewYearTask).min(1).max(10),
  /** What a box (40002) gives. */
  box: HolidayPrizeTable,
  /** What a lottery ticket (40003) gives. */
  lottery: HolidayPrizeTable,
  extras: z.array(NewYearExtra).max(10),
  /** A coin prize of a box or ticket of at least this (hundredths) goes on the lobby's newYearList; 0 for none. */
  bigWin: z.number().int().min(0).max(1_000_000_000),
}).superRefine((settings, ctx) => {
  for (const [name, list] of [['tasks', settings.tasks], ['extras', settings.extras]] as const) {
    const ids = list.map((t) => t.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: [name], message: 'ids must be unique' });
  }
});
export type NewYearSettings = z.infer<typeof NewYearSettings>;

/** The new-year items the player holds (§9 40001-40004, each shown with its count). */
export const NewYearItems = z.object({ active: z.number().int(), box: z.number().int(), lottery: z.number().int(), firework: z.number().int() });
export type NewYearItems = z.infer<typeof NewYearItems>;

export const NewYearTaskView = NewYearTask.extend({
  award: z.array(RewardItem),
  /** Today's progress, capped at the target. */
  progress: z.number().int(),
  /** open: not done today; ready: done, to receive; received today. */
  status: z.enum(['open', 'ready', 'received']),
});
export type NewYearTaskView = z.infer<typeof NewYearTaskView>;

export const NewYearExtraView = NewYearExtra.extend({ award: z.array(RewardItem), status: z.enum(['locked', 'ready', 'received']) });

export const NewYearUser = z.object({
  instanceId: z.number().int(),
  season: HolidaySeasonView,
  today: z.string(),
  items: NewYearItems,
  /** Active points earned in this season (the extras' measure). */
  activeEarned: z.number().int(),
  sharedToday: z.boolean(),
  tasks: z.array(NewYearTaskView),
  box: z.array(HolidayPrizeView),
  lottery: z.array(HolidayPrizeView),
  extras: z.array(NewYearExtraView),
  /** The player's latest draws in the season, newest first (at most 10). */
  draws: z.array(HolidayDraw.extend({ kind: z.enum(['box', 'lottery']) })),
  nextDayAt: z.number().int(),
});
export type NewYearUser = z.infer<typeof NewYearUser>;

const body = z.object({ instanceId: HolidayInstanceIdField(ActivityType.NewYear) });
const granted = Balances.extend({ user: NewYearUser, propList: z.array(RewardItem) });

export const appNewYearUser = defineCall({
  name: 'appNewYearUser', anonymous: false,
  summary: "New Year (38): the player's items (40001-40004) with counts, today's tasks, the box and lottery tables, the extras and the latest draws; 1002/1003 outside the season.",
  body,
  response: NewYearUser,
});

export const appNewYearUserShare = defineCall({
  name: 'appNewYearUserShare', anonymous: false,
  summary: "New Year (38): records today's share (the share task); a second share the same day changes nothing.",
  body,
  response: z.object({ user: NewYearUser }),
});

export const appNewYearUserReceiveTask = defineCall({
  name: 'appNewYearUserReceiveTask', anonymous: false,
  summary: "New Year (38): receives today's award of a task; 1005 not done today, 1006 received today, 1007 no such task.",
  body: body.extend({ taskId: HolidayTierId }),
  response: granted,
});

export const appNewYearUserBoxOpen = defineCall({
  name: 'appNewYearUserBoxOpen', anonymous: false,
  summary: 'New Year (38): spends one box (40002) and grants a provably fair draw of the box table; 1005 no box held.',
  body,
  response: granted.extend({ draw: HolidayDraw }),
});

export const appNewYearUserOpen = defineCall({
  name: 'appNewYearUserOpen', anonymous: false,
  summary: "New Year (38): spends one lottery ticket (40003) and grants a provably fair draw of the lottery's table; 1005 no ticket held.",
  body,
  response: granted.extend({ draw: HolidayDraw }),
});

export const appNewYearUserExtra = defineCall({
  name: 'appNewYearUserExtra', anonymous: false,
  summary: 'New Year (38): claims an extra reward for active points earned in the season (spending its fireworks); 1005 too few points or fireworks, 1006 claimed, 1007 no such extra.',
  body: body.extend({ id: HolidayTierId }),
  response: granted,
});

export const newYearCalls = {
  appNewYearUser, appNewYearUserShare, appNewYearUserReceiveTask, appNewYearUserBoxOpen, appNewYearUserExtra, appNewYearUserOpen,
} as const;
