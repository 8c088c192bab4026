import type { FastifyInstance } from 'fastify';
import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { AccountsFace } from './index.ts';
import { accountRefusal } from './refusals.ts';

export function registerAccountCalls(router: CallRouter, accounts: AccountsFace): void {
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

/** The profile calls (§7 Profile) and the LINE login. */
export function registerProfileCalls(router: CallRouter, { profile, line }: AccountsFace): void {
  router.player(calls.updateProfile, (input, ctx) => profile.updateLooks(ctx.session, input));
  router.player(calls.agentFill, (input, ctx) => profile.bindInviter(ctx.session, input, ctx.meta));
  router.player(calls.appUserOther, (_input, ctx) => profile.userOther(ctx.session));
  router.player(calls.updateAppUserOther, (input, ctx) => profile.saveUserOther(ctx.session, input));
  router.player(calls.shortUrl, (input, ctx) => profile.shortLink(ctx.session, input.path));

  router.anonymous(calls.lineLoginState, async () => {
    if (!line) throw accountRefusal('lineUnavailable');
    return line.issueState();
  });
  router.anonymous(calls.lineLogin, async (input, ctx) => {
    if (!line) throw accountRefusal('lineUnavailable');
    return line.login(input, ctx.meta);
  });
}

/** The player's own data: the export and closing the account (docs/decisions/069). */
export function registerPlayerDataCalls(router: CallRouter, accounts: AccountsFace): void {
  router.player(calls.exportMyData, async (_input, ctx) => ({ document: await accounts.exportFor(ctx.session.playerId) }));
  router.player(calls.closeAccount, (input, ctx) => accounts.closeAccount(ctx.session, input));
}

/** GET /s/{code}: a short link goes to its target in the player app; an unknown one to the home page. */
export function registerShortLinks(app: FastifyInstance, { profile }: AccountsFace): void {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const target = await profile.shortLinkTarget(request.params.code);
    return reply.header('cache-control', 'no-cache').redirect(target ?? '/', 302);
  });
}
