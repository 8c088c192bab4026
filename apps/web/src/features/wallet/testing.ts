import type { UserInfo } from '@casino/contract';
import { useAppConfigStore } from '../../shared/app-config/store.ts';
import { setToken } from '../../shared/session/token.ts';
import { appConfig, ok, player } from '../../test/fixtures.ts';
import { useUserStore } from '../auth/index.ts';

/** Test helpers of the wallet screens: a logged-in player and a server that remembers balances. */

export async function logInPlayer(changes: Partial<UserInfo> = {}): Promise<void> {
  useAppConfigStore.setState({ config: await appConfig() });
  useUserStore.getState().signIn({ ...player, ...changes }, 'tok');
  setToken('tok');
}

export interface FakeWalletState {
  coin: number;
  safebox: number;
  lottery: number;
  bet: number;
  vip: number;
  hasSafeboxPassword: boolean;
  turnover: { owed: number; required: number; progress: number };
}

/** Answers of the wallet calls over one mutable state, so a re-read shows what a move changed. */
export function fakeWallet(initial: Partial<FakeWalletState> = {}) {
  const state: FakeWalletState = {
    coin: 150_000, safebox: 2_500, lottery: 12_345, bet: 0, vip: 0, hasSafeboxPassword: false,
    turnover: { owed: 0, required: 0, progress: 1 }, ...initial,
  };
  const amountOf = (body: Record<string, unknown>) => Number(body.amount);
  return {
    state,
    replies: {
      getWallet: () => ({
        ...ok, coin: state.coin, safebox: state.safebox, lottery: state.lottery, bet: state.bet,
        hasSafeboxPassword: state.hasSafeboxPassword, turnover: { ...state.turnover },
      }),
      refreshData: () => ({ ...ok, coin: state.coin, lottery: state.lottery, vip: state.vip, vipExp: 0, userLevel: state.vip, bet: state.bet }),
      safeboxDeposit: (body: Record<string, unknown>) => {
        state.coin -= amountOf(body);
        state.safebox += amountOf(body);
        return { ...ok, coin: state.coin, safebox: state.safebox };
      },
      safeboxWithdraw: (body: Record<string, unknown>) => {
        state.coin += amountOf(body);
        state.safebox -= amountOf(body);
        return { ...ok, coin: state.coin, safebox: state.safebox };
      },
    },
  };
}

/** The server is unreachable for this call. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}
