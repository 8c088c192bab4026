import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { Mailbox } from './mailbox.ts';

/** §7 mail calls: contract call -> mailbox, nothing else. */
export function registerMailCalls(router: CallRouter, mailbox: Mailbox): void {
  router.player(calls.getMail2, (input, ctx) => mailbox.page(ctx.session.playerId, input.page, input.pageSize));
  router.player(calls.getMailDetail, async (input, ctx) => ({ mail: await mailbox.open(ctx.session.playerId, input.id) }));
  router.player(calls.receiveMail, (input, ctx) => mailbox.receive(ctx.session.playerId, input.id));
  router.player(calls.delMail, (input, ctx) => mailbox.remove(ctx.session.playerId, input.id));
  router.player(calls.hasMailUnread, (_input, ctx) => mailbox.unread(ctx.session.playerId));
}
