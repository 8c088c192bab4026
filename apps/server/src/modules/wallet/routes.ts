import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { WalletService } from './service.ts';

/** The wallet calls of §7: the balances, the overview, safebox, points exchange and transaction history. */
export function registerWalletCalls(router: CallRouter, deps: { wallet: WalletService }): void {
  const { wallet } = deps;

  // The Balances of the contract: coin, lottery, the levels and the cumulative bet (what else
  // readBalances reads, the safebox, is not part of the answer).
  router.player(calls.refreshData, (_input, ctx) => wallet.readBalances(ctx.session.playerId));

  router.player(calls.getWallet, (_input, ctx) => wallet.overview(ctx.session.playerId));

  router.player(calls.getSafebox, (_input, ctx) => wallet.safebox.get(ctx.session.playerId));

  router.player(calls.safeboxPasswordInit, async (input, ctx) => {
    await wallet.safebox.initPassword(ctx.session.playerId, input.password);
    return {};
  });

  router.player(calls.modifySafePassword, async (input, ctx) => {
    await wallet.safebox.changePassword(ctx.session.playerId, input.oldPassword, input.password);
    return {};
  });

  router.player(calls.safeboxDeposit, (input, ctx) => wallet.safebox.deposit(ctx.session.playerId, input.amount, input.requestId));

  router.player(calls.safeboxWithdraw, (input, ctx) =>
    wallet.safebox.withdraw(ctx.session.playerId, input.amount, input.password, input.requestId));

  router.player(calls.getLotterConfig, (_input, ctx) => wallet.points.config(ctx.session.playerId));

  router.player(calls.lotteryExchange, (input, ctx) => wallet.points.exchange(ctx.session.playerId, input.amount, input.requestId));

  router.player(calls.getTransactionRecord, (input, ctx) =>
    wallet.history(ctx.session.playerId, {
      page: input.page, pageSize: input.pageSize, kinds: input.kinds, asset: input.asset, from: input.from, to: input.to,
    }));
}
