import { z } from 'zod';
import { DASHBOARD_MAX_DAYS, daysInPeriod } from './dashboard-period.ts';
import { defineOperatorCall, EpochMs } from './define.ts';

export * from './dashboard-period.ts';

/**
 * The console's dashboard (docs/decisions/066): money and player figures per Philippine day for
 * a period. Money is integer hundredths of a coin.
 */

const CalendarDate = z.iso.date('must be a calendar date YYYY-MM-DD');
const money = z.number().int().describe('hundredths');
const count = z.number().int().min(0);

export const DashboardFigures = z.object({
  deposits: money.describe('hundredths: deposits credited to players (orders paid)'),
  depositCount: count.describe('deposit orders credited'),
  withdrawals: money.describe('hundredths: withdrawals paid out (the order amounts, fees included)'),
  withdrawalCount: count.describe('withdrawal orders paid out'),
  bets: money.describe('hundredths: players\' stakes less the stakes given back by rollbacks'),
  wins: money.describe('hundredths: wins paid to players'),
  ggr: money.describe('hundredths: bets - wins'),
  bonusCost: money.describe('hundredths: coins given to players from bonus expense (sign-up coins, rewards, mail attachments, points exchanged)'),
  newPlayers: count.describe('players registered'),
  activePlayers: count.describe('distinct players who opened a login session or placed a bet (for the totals: over the whole period)'),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardDay = DashboardFigures.extend({ day: CalendarDate.describe('Philippine calendar date') });
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardPeriod = z.object({
  from: CalendarDate.describe('first day, Philippine time'),
  to: CalendarDate.describe('last day, Philippine time, included'),
}).superRefine((period, ctx) => {
  const days = daysInPeriod(period.from, period.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${DASHBOARD_MAX_DAYS} days from from, both included` });
});

export const dashboard = defineOperatorCall({
  name: 'dashboard', permission: 'dashboard.read',
  summary: `Money and player figures per Philippine day (UTC+8) from \`from\` to \`to\` (both included, at most ${DASHBOARD_MAX_DAYS} days), every day listed, with the period's totals.`,
  body: DashboardPeriod,
  response: z.object({
    from: CalendarDate,
    to: CalendarDate,
    days: z.array(DashboardDay).describe('one row per day of the period, oldest first, days without activity as zeros'),
    totals: DashboardFigures.describe('sums over the period; activePlayers counts each player once'),
    generatedAt: EpochMs.describe('when the figures were read: today\'s row is still growing'),
  }),
});

export const dashboardCalls = { dashboard } as const;
