import { periodDates } from '@casino/contract/operator';
import type { DashboardDay, DashboardFigures } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import { philippineDays } from '../../platform/philippine-day.ts';
import type { AccountsFace } from '../accounts/index.ts';
import type { PaymentsFace } from '../payments/index.ts';
import type { WalletFace } from '../wallet/index.ts';

/**
 * The dashboard (docs/decisions/066): figures per Philippine day for a period, each read from
 * the module that owns it (payments: deposits and withdrawals; wallet: bets, wins, bonus cost;
 * accounts: registrations and logins) and put together here. Active players are the union of
 * who logged in and who bet, per day and over the whole period.
 */

export interface DashboardDeps {
  clock: Clock;
  accounts: { backOffice: Pick<AccountsFace['backOffice'], 'dailyPlayers'> };
  wallet: Pick<WalletFace, 'dailyMoney'>;
  payments: Pick<PaymentsFace, 'dailyPayments'>;
}

const zeros = (): DashboardFigures => ({
  deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bets: 0, wins: 0, ggr: 0, bonusCost: 0, newPlayers: 0, activePlayers: 0,
});

export type DashboardDesk = ReturnType<typeof createDashboardDesk>;

export function createDashboardDesk(deps: DashboardDeps) {
  return {
    /** `from` and `to` are Philippine dates, both included; the contract has checked the period. */
    async figures(from: string, to: string) {
      const days = philippineDays(from, to);
      const [payments, money, players] = await Promise.all([
        deps.payments.dailyPayments(days),
        deps.wallet.dailyMoney(days),
        deps.accounts.backOffice.dailyPlayers(days),
      ]);
      const rows = new Map<string, DashboardDay>(periodDates(from, to).map((day) => [day, { day, ...zeros() }]));
      // Each module answers only days inside the period; a day it names that is not there would be a bug upstream.
      const dayOf = (day: string): DashboardDay => {
        const row = rows.get(day);
        if (!row) throw new Error(`dashboard: ${day} is outside ${from}..${to}`);
        return row;
      };
      for (const p of payments) Object.assign(dayOf(p.day), { deposits: p.deposits, depositCount: p.depositCount, withdrawals: p.withdrawals, withdrawalCount: p.withdrawalCount });
      for (const m of money.days) Object.assign(dayOf(m.day), { bets: m.bets, wins: m.wins, bonusCost: m.bonusCost });
      for (const r of players.registrations) dayOf(r.day).newPlayers = r.count;

      const activeByDay = new Map<string, Set<number>>();
      const activeInPeriod = new Set<number>();
      for (const { day, playerId } of [...players.logins, ...money.bettors]) {
        dayOf(day);
        let set = activeByDay.get(day);
        if (!set) activeByDay.set(day, (set = new Set()));
        set.add(playerId);
        activeInPeriod.add(playerId);
      }

      const totals = zeros();
      for (const row of rows.values()) {
        row.ggr = row.bets - row.wins;
        row.activePlayers = activeByDay.get(row.day)?.size ?? 0;
        for (const key of ['deposits', 'depositCount', 'withdrawals', 'withdrawalCount', 'bets', 'wins', 'ggr', 'bonusCost', 'newPlayers'] as const) {
          totals[key] += row[key];
        }
      }
      totals.activePlayers = activeInPeriod.size;
      return { from, to, days: [...rows.values()], totals, generatedAt: deps.clock.now().getTime() };
    },
  };
}
