import { calls } from '@casino/contract';
import type { Envelope } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import { ok, refuse } from '../../platform/envelope.ts';
import { WalletError } from './errors.ts';
import type { WalletService } from './service.ts';

/** The wallet calls of §7: the overview, safebox, points exchange and transaction history. */
export function registerWalletCalls(router: CallRouter, deps: { wallet: WalletService }): void {
  const { wallet } = deps;

  router.player(calls.getWallet, (_input, ctx) => answer(() => wallet.overview(ctx.session.playerId)));

  router.player(calls.getSafebox, (_input, ctx) => answer(() => wallet.safebox.get(ctx.session.playerId)));

  router.player(calls.safeboxPasswordInit, (input, ctx) =>
    answer(async () => { await wallet.safebox.initPassword(ctx.session.playerId, input.password); return {}; }));

  router.player(calls.modifySafePassword, (input, ctx) =>
    answer(async () => { await wallet.safebox.changePassword(ctx.session.playerId, input.oldPassword, input.password); return {}; }));

  router.player(calls.safeboxDeposit, (input, ctx) =>
    answer(() => wallet.safebox.deposit(ctx.session.playerId, input.amount, input.requestId)));

  router.player(calls.safeboxWithdraw, (input, ctx) =>
    answer(() => wallet.safebox.withdraw(ctx.session.playerId, input.amount, input.password, input.requestId)));

  router.player(calls.getLotterConfig, (_input, ctx) => answer(() => wallet.points.config(ctx.session.playerId)));

  router.player(calls.lotteryExchange, (input, ctx) =>
    answer(() => wallet.points.exchange(ctx.session.playerId, input.amount, input.requestId)));

  router.player(calls.getTransactionRecord, (input, ctx) =>
    answer(() => wallet.history(ctx.session.playerId, {
      page: input.page, pageSize: input.pageSize, kinds: input.kinds, asset: input.asset, from: input.from, to: input.to,
    })));
}

/** A wallet refusal becomes its errcode envelope, with the fields its errcode adds; anything else is a server error. */
async function answer<T extends object>(run: () => Promise<T>): Promise<(T & { code: 200; errcode: 0 }) | Envelope> {
  try {
    return ok(await run());
  } catch (err) {
    if (err instanceof WalletError) return { ...refuse(err.errcode, err.message, err.retryAfter), ...err.fields };
    throw err;
  }
}
