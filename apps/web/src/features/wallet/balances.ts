import type { QueryClient } from '../../shared/query/index.ts';
import { useShallow } from 'zustand/react/shallow';
import type { Balances, UserInfo } from '@casino/contract';
import { useUserStore } from '../auth/index.ts';
import type { PointsTerms } from './api/points.ts';
import type { WalletOverview } from './api/get-wallet.ts';
import { walletKeys } from './api/keys.ts';

/**
 * The player's balances, named as the server names them: its Balances (refreshData, §7: the main
 * balance `coin`, the points `lottery`, and the bet total and VIP figures beside them), and the
 * safebox.
 */
export type PlayerBalances = Balances & Pick<UserInfo, 'safebox'>;

/** What a call answers about the balances: whichever of them it returns. */
export type BalancesAnswer = Partial<PlayerBalances>;

const BALANCE_FIELDS = ['coin', 'safebox', 'lottery', 'bet', 'vip', 'vipExp', 'userLevel'] as const satisfies ReadonlyArray<keyof PlayerBalances>;
/** The balances the wallet overview (getWallet) shows. */
const OVERVIEW_FIELDS = ['coin', 'safebox', 'lottery', 'bet'] as const satisfies ReadonlyArray<keyof PlayerBalances & keyof WalletOverview>;

function pick<K extends keyof PlayerBalances>(answer: BalancesAnswer, fields: readonly K[]): Partial<Pick<PlayerBalances, K>> {
  const picked: Partial<Pick<PlayerBalances, K>> = {};
  for (const field of fields) if (answer[field] !== undefined) picked[field] = answer[field];
  return picked;
}

/**
 * The one place a balance answer lands (refreshData, getWallet, the safebox and points moves,
 * a withdrawal and its cancel, a house game round): the balances the header, the side menu and
 * the money screens show, kept with the logged-in player (so they are there at the next load),
 * and, given the query client, the wallet's cached figures. Balances that did not change are
 * left alone, so a poll that finds nothing new re-renders nothing.
 */
export function applyBalances(answer: BalancesAnswer, client?: QueryClient): void {
  const { user, updateUser } = useUserStore.getState();
  if (!user) return;
  const changed = BALANCE_FIELDS.some((field) => answer[field] !== undefined && answer[field] !== user[field]);
  if (changed) updateUser(pick(answer, BALANCE_FIELDS));
  if (!client) return;
  const overview = pick(answer, OVERVIEW_FIELDS);
  if (Object.keys(overview).length > 0) {
    client.setQueryData<WalletOverview>(walletKeys.overview(user.id), (old) => (old ? { ...old, ...overview } : old));
  }
  const { lottery } = answer;
  if (lottery !== undefined) client.setQueryData<PointsTerms>(walletKeys.points(user.id), (old) => (old ? { ...old, lottery } : old));
}

function balancesOf(user: UserInfo): PlayerBalances {
  const { coin, safebox, lottery, bet, vip, vipExp, userLevel } = user;
  return { coin, safebox, lottery, bet, vip, vipExp, userLevel };
}

/** The player's balances as every screen shows them (null when nobody is logged in). */
export function useBalances(): PlayerBalances | null {
  return useUserStore(useShallow((state) => (state.user ? balancesOf(state.user) : null)));
}
