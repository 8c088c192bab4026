import { calls } from '@casino/contract';
import type { AppConfig } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { AccountService } from './service.ts';

export interface AccountRouteDeps {
  accounts: AccountService;
  /** The app config for a client holding game list version v, banners and notices filtered for the viewer. */
  appConfig(gameListVersion: number | undefined, viewer: { mobileBound: boolean; activeActivityIds: number[] }): Promise<AppConfig>;
}

export function registerAccountCalls(router: CallRouter, { accounts, appConfig }: AccountRouteDeps): void {
  router.anonymous(calls.accountRegist, (input, ctx) => accounts.register(input, ctx.meta));
  router.anonymous(calls.accountRegist4, (input, ctx) => accounts.registerWithOtp(input, ctx.meta));
  router.anonymous(calls.accountLogin, (input, ctx) => accounts.login(input, ctx.meta));
  router.anonymous(calls.smsSend, (input, ctx) => accounts.sendOtp(input, ctx.meta));
  router.anonymous(calls.forgetPassword, (input, ctx) => accounts.resetPassword(input, ctx.meta));

  router.player(calls.bindAccount, (input, ctx) => accounts.bindPhone(ctx.session, input, ctx.meta));
  router.player(calls.modifyPassword, (input, ctx) => accounts.changePassword(ctx.session, input, ctx.meta));
  router.player(calls.logout, async (_input, ctx) => {
    await accounts.logout(ctx.session);
    return {};
  });
  router.player(calls.getAfterLoginInfo, (_input, ctx) => accounts.userInfo(ctx.session.playerId));
  router.player(calls.getAfterLoginInfoWeb, async (input, ctx) => {
    const user = await accounts.userInfo(ctx.session.playerId);
    // No activities exist yet: none is active for anyone.
    const config = await appConfig(input.gameListVersion, { mobileBound: user.mobile !== '', activeActivityIds: [] });
    return { ...config, user };
  });
  router.player(calls.refreshData, (_input, ctx) => accounts.balances(ctx.session.playerId));
}
