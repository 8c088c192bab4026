import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { AccountService } from './service.ts';

export function registerAccountCalls(router: CallRouter, accounts: AccountService): void {
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
}
