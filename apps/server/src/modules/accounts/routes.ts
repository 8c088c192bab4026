import { calls } from '@casino/contract';
import type { AppConfig, Envelope } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import { ok } from '../../platform/envelope.ts';
import type { AccountService, Outcome } from './service.ts';

const answer = <T extends object>(outcome: Outcome<T>): (T & { code: 200; errcode: 0 }) | Envelope =>
  'refusal' in outcome ? outcome.refusal : ok(outcome.value);

export interface AccountRouteDeps {
  accounts: AccountService;
  /** The app config for a client holding game list version v, banners and notices filtered for the viewer. */
  appConfig(gameListVersion: number | undefined, viewer: { mobileBound: boolean; activeActivityIds: number[] }): Promise<AppConfig>;
}

export function registerAccountCalls(router: CallRouter, { accounts, appConfig }: AccountRouteDeps): void {
  router.anonymous(calls.accountRegist, async (input, ctx) => answer(await accounts.register(input, ctx.meta)));
  router.anonymous(calls.accountRegist4, async (input, ctx) => answer(await accounts.registerWithOtp(input, ctx.meta)));
  router.anonymous(calls.accountLogin, async (input, ctx) => answer(await accounts.login(input, ctx.meta)));
  router.anonymous(calls.smsSend, async (input, ctx) => answer(await accounts.sendOtp(input, ctx.meta)));
  router.anonymous(calls.forgetPassword, async (input, ctx) => answer(await accounts.resetPassword(input, ctx.meta)));

  router.player(calls.bindAccount, async (input, ctx) => answer(await accounts.bindPhone(ctx.session, input, ctx.meta)));
  router.player(calls.modifyPassword, async (input, ctx) => answer(await accounts.changePassword(ctx.session, input, ctx.meta)));
  router.player(calls.logout, async (_input, ctx) => {
    await accounts.logout(ctx.session);
    return ok({});
  });
  router.player(calls.getAfterLoginInfo, async (_input, ctx) => ok(await accounts.userInfo(ctx.session.playerId)));
  router.player(calls.getAfterLoginInfoWeb, async (input, ctx) => {
    const user = await accounts.userInfo(ctx.session.playerId);
    // No activities exist yet: none is active for anyone.
    const config = await appConfig(input.gameListVersion, { mobileBound: user.mobile !== '', activeActivityIds: [] });
    return ok({ ...config, user });
  });
  router.player(calls.refreshData, async (_input, ctx) => ok(await accounts.balances(ctx.session.playerId)));
}
