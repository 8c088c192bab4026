import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { ActivityType } from '../../constants.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';
import {
  HolidayDraw, HolidayInstanceIdField, HolidayPrize, HolidayPrizeTable, HolidayPrizeView, HolidaySeasonView, HolidayTierId,
} from './holiday-season.ts';

/**
 * Christmas (activity type 37, §2 /activity/christmas, rule page /rule/christmas, §7
 * appChristmasUser, appChristmasUserSign, appChristmasUserOpen, appChristmasUserReceive,
 * appChristmasUserExtra): an advent calendar over the season (1-26 December, Philippine time).
 * Each Philippine day the player signs in once, which unlocks that day's gift box; opening it
 * draws a prize provably fair from the prize table on the player's house seed pair; receiving
 * grants it. Extra rewards wait for N days signed in the season.
 * Decisions: docs/decisions/087-christmas-and-new-year.md.
 */

export const ChristmasExtra = z.object({
  id: HolidayTierId,
  /** Days signed in the season needed. */
  days: z.number().int().min(1).max(31),
  award: HolidayPrize.shape.award,
});
export type ChristmasExtra = z.infer<typeof ChristmasExtra>;

/** The settings of a Christmas instance (validated on every write and read). */
export const ChristmasSettings = z.object({
  /** The gift box's prize table, the same each day. */
  prizes: HolidayPrizeTable,
  /** Extra rewards for days signed in the season. */
  extras: z.array(ChristmasExtra).max(10),
}).superRefine((settings, ctx) => {
  const ids = settings.extras.map((e) => e.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['extras'], message: 'extra ids must be unique' });
});
export type ChristmasSettings = z.infer<typeof ChristmasSettings>;

/**
 * A calendar day's box: locked (a day to come), missed (a day passed unsigned or unopened),
 * sign (today, not signed yet), ready (signed, to open), opened (drawn, to receive), received.
 */
export const ChristmasBoxStatus = z.enum(['locked', 'missed', 'sign', 'ready', 'opened', 'received']);
export type ChristmasBoxStatus = z.infer<typeof ChristmasBoxStatus>;

export const ChristmasDay = z.object({
  /** Philippine date YYYY-MM-DD. */
  date: z.string(),
  signed: z.boolean(),
  status: ChristmasBoxStatus,
  /** The box's draw once opened. */
  draw: HolidayDraw.nullable(),
});
export type ChristmasDay = z.infer<typeof ChristmasDay>;

export const ChristmasExtraView = ChristmasExtra.extend({ award: z.array(RewardItem), status: z.enum(['locked', 'ready', 'received']) });

/** The player's calendar (the page's state). */
export const ChristmasUser = z.object({
  instanceId: z.number().int(),
  season: HolidaySeasonView,
  /** Today's Philippine date. */
  today: z.string(),
  days: z.array(ChristmasDay),
  signedDays: z.number().int(),
  signedToday: z.boolean(),
  /** Today's box can be opened now. */
  canOpen: z.boolean(),
  /** Opened boxes not yet received. */
  toReceive: z.number().int(),
  prizes: z.array(HolidayPrizeView),
  extras: z.array(ChristmasExtraView),
  /** ms since epoch of the next Philippine midnight. */
  nextDayAt: z.number().int(),
});
export type ChristmasUser = z.infer<typeof ChristmasUser>;

const body = z.object({ instanceId: HolidayInstanceIdField(ActivityType.Christmas) });
const DateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

export const appChristmasUser = defineCall({
  name: 'appChristmasUser', anonymous: false,
  summary: "Christmas (37): the player's advent calendar: each day of the season signed or not and its box, the prize table, the extra rewards; 1002/1003 outside the season.",
  body,
  response: ChristmasUser,
});

export const appChristmasUserSign = defineCall({
  name: 'appChristmasUserSign', anonymous: false,
  summary: "Christmas (37): signs in for today (Philippine day), which unlocks today's box; 1006 signed today.",
  body,
  response: z.object({ user: ChristmasUser }),
});

export const appChristmasUserOpen = defineCall({
  name: 'appChristmasUserOpen', anonymous: false,
  summary: "Christmas (37): opens today's box: a provably fair draw on the player's house seed pair; 1005 not signed today, 1006 opened already.",
  body,
  response: z.object({ user: ChristmasUser, draw: HolidayDraw }),
});

export const appChristmasUserReceive = defineCall({
  name: 'appChristmasUserReceive', anonymous: false,
  summary: "Christmas (37): receives an opened box's prize (today's unless a date of the season is named); 1005 not opened, 1006 received, 1007 no box that day.",
  body: body.extend({ date: DateField.optional() }),
  response: Balances.extend({ user: ChristmasUser, propList: z.array(RewardItem) }),
});

export const appChristmasUserExtra = defineCall({
  name: 'appChristmasUserExtra', anonymous: false,
  summary: 'Christmas (37): claims an extra reward for days signed in the season; 1005 too few days, 1006 claimed, 1007 no such extra.',
  body: body.extend({ id: HolidayTierId }),
  response: Balances.extend({ user: ChristmasUser, propList: z.array(RewardItem) }),
});

export const christmasCalls = { appChristmasUser, appChristmasUserOpen, appChristmasUserReceive, appChristmasUserExtra, appChristmasUserSign } as const;
