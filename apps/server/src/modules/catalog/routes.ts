import { calls } from '@casino/contract';
import type { Envelope } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import { ok } from '../../platform/envelope.ts';
import type { CatalogService, Outcome } from './service.ts';

const answer = <T extends object>(outcome: Outcome<T>): (T & { code: 200; errcode: 0 }) | Envelope =>
  'refusal' in outcome ? outcome.refusal : ok(outcome.value);

export function registerCatalogCalls(router: CallRouter, { catalog }: { catalog: CatalogService }): void {
  router.player(calls.gameLike, async (input, ctx) => answer(await catalog.like(ctx.session.playerId, input.id, input.like)));
  router.player(calls.getGameCollect, async (_input, ctx) => ok(await catalog.collect(ctx.session.playerId)));
  router.player(calls.startGame, async (input, ctx) => answer(await catalog.startGame(ctx.session.playerId, input.gameId, ctx.session.sessionId)));
  router.player(calls.exitGame, async (_input, ctx) => {
    await catalog.exitGame(ctx.session.playerId);
    return ok({});
  });
  router.anonymous(calls.lobbyTips, async () => ok(await catalog.lobbyTips()));
  router.player(calls.getCustomerServices, async () => ok(await catalog.customerServices()));
  router.anonymous(calls.anonymousTradeInfo, async () => ok(await catalog.tradeInfo()));
  router.player(calls.tradeInfo, async (_input, ctx) => {
    const [publicList, mine] = await Promise.all([catalog.tradeInfo(), catalog.ownTrades(ctx.session.playerId)]);
    return ok({ ...publicList, mine });
  });
  router.player(calls.getBonusTickers, async () => ok(await catalog.bonusTickers()));
}
