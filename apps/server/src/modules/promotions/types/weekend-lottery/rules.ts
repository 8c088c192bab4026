import type { WeekendLotteryInfo, WeekendLotterySettings } from '@casino/contract';
import { philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Weekend lottery (type 33), pure rules. The week runs from Monday 00:00 Philippine time.
 * Deposits credited from its start up to its first draw day earn tickets (one per
 * `ticketPerDeposit`, at most `maxTickets`); on its draw days each ticket is drawn once; a ticket
 * not drawn by the end of the week's draw days lapses with the week.
 */
export interface WeekendLotteryEntry {
  /** Tickets drawn in all (the draws themselves are rows of their own). */
  draws: number;
}

const DAY_MS = 86_400_000;

/** Day of the week in Philippine time: 0 Sunday ... 6 Saturday. */
export const philippineWeekday = (at: Date): number => new Date(`${philippineDate(at)}T00:00:00Z`).getUTCDay();

/** Monday = 0 ... Sunday = 6: the day's place in the week. */
const placeInWeek = (weekday: number): number => (weekday + 6) % 7;

/** The week `at` falls in: its key (Monday's Philippine date) and its first moment. */
export function weekOf(at: Date): { week: string; start: Date } {
  const today = philippineMidnight(philippineDate(at));
  const start = new Date(today.getTime() - placeInWeek(philippineWeekday(at)) * DAY_MS);
  return { week: philippineDate(start), start };
}

/** Where deposits earn this week's tickets: from the week's start up to its first draw day. */
export function earningWindow(settings: Pick<WeekendLotterySettings, 'drawDays'>, weekStart: Date): { from: Date; to: Date } {
  const firstDraw = Math.min(...settings.drawDays.map(placeInWeek));
  return { from: weekStart, to: new Date(weekStart.getTime() + firstDraw * DAY_MS) };
}

export const isDrawDay = (settings: Pick<WeekendLotterySettings, 'drawDays'>, at: Date): boolean => settings.drawDays.includes(philippineWeekday(at));

/** When the open draw closes: the end of today's run of draw days inside the week. */
export function drawClosesAt(settings: Pick<WeekendLotterySettings, 'drawDays'>, at: Date): Date {
  const { start } = weekOf(at);
  let place = placeInWeek(philippineWeekday(at));
  while (place < 6 && settings.drawDays.includes((place + 2) % 7)) place += 1;
  return new Date(start.getTime() + (place + 1) * DAY_MS);
}

/** The first moment of the next draw day after today (within a week). */
export function nextDrawAt(settings: Pick<WeekendLotterySettings, 'drawDays'>, at: Date): Date {
  const today = philippineMidnight(philippineDate(at));
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = new Date(today.getTime() + ahead * DAY_MS);
    if (isDrawDay(settings, day)) return day;
  }
  throw new RangeError('no draw day in the settings');
}

/** Tickets earned by the week's deposits. */
export const ticketsFor = (settings: Pick<WeekendLotterySettings, 'ticketPerDeposit' | 'maxTickets'>, deposits: number): number =>
  Math.min(settings.maxTickets, Math.floor(deposits / settings.ticketPerDeposit));

/** Deposits still needed for the next ticket: 0 once the week's tickets are full or its earning is over. */
export function toNextTicket(settings: Pick<WeekendLotterySettings, 'ticketPerDeposit' | 'maxTickets'>, deposits: number, earningOpen: boolean): number {
  const tickets = ticketsFor(settings, deposits);
  if (!earningOpen || tickets >= settings.maxTickets) return 0;
  return (tickets + 1) * settings.ticketPerDeposit - deposits;
}

export type DrawRefusal = 'drawn' | 'closed' | 'noTicket';

/** §8: 1006 the ticket was drawn (checked first, so a replay always answers it), 1005 the draw is not open, 1007 no such ticket earned. */
export const DRAW_REFUSALS: Readonly<Record<DrawRefusal, ActivityReason>> = {
  drawn: 'alreadyClaimed',
  closed: 'conditionNotMet',
  noTicket: 'unknownReward',
};

/** Why this ticket may not be drawn now; null when it may. */
export function drawRefusal(settings: WeekendLotterySettings, now: Date, ticket: number, tickets: number, drawn: ReadonlySet<number>): DrawRefusal | null {
  if (drawn.has(ticket)) return 'drawn';
  if (!isDrawDay(settings, now)) return 'closed';
  if (ticket > tickets) return 'noTicket';
  return null;
}

/** The public face: the prizes and chances, how tickets are earned, and the draw's times. */
export function infoOf(instance: { id: number; title: string; endsAt: Date | null; settings: WeekendLotterySettings }, now: Date): WeekendLotteryInfo {
  const { settings } = instance;
  const open = isDrawDay(settings, now);
  const next = open ? null : nextDrawAt(settings, now);
  const endTime = instance.endsAt?.getTime() ?? -1;
  return {
    instanceId: instance.id,
    title: instance.title,
    prizes: settings.prizes.map((p) => ({ id: p.id, weight: p.weight, award: p.award.map((item) => ({ ...item })) })),
    totalWeight: settings.prizes.reduce((sum, p) => sum + p.weight, 0),
    drawDays: [...settings.drawDays],
    ticketPerDeposit: settings.ticketPerDeposit,
    maxTickets: settings.maxTickets,
    drawOpen: open,
    drawClosesAt: open ? drawClosesAt(settings, now).getTime() : -1,
    nextDrawAt: next && (endTime === -1 || next.getTime() < endTime) ? next.getTime() : -1,
    endTime,
    serverTime: now.getTime(),
  };
}
