import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { CatalogService } from './service.ts';

export function registerCatalogCalls(router: CallRouter, { catalog }: { catalog: CatalogService }): void {
  router.player(calls.gameLike, (input, ctx) => catalog.like(ctx.session.playerId, input.id, input.like));
  router.player(calls.getGameCollect, (_input, ctx) => catalog.collect(ctx.session.playerId));
  router.player(calls.startGame, (input, ctx) => catalog.startGame(ctx.session.playerId, input.gameId, ctx.session.sessionId));
  router.player(calls.exitGame, async (_input, ctx) => {
    await catalog.exitGame(ctx.session.playerId);
    return {};
  });
  router.anonymous(calls.lobbyTips, () => catalog.lobbyTips());
  router.player(calls.getCustomerServices, () => catalog.customerServices());
  router.anonymous(calls.anonymousTradeInfo, () => catalog.tradeInfo());
  router.player(calls.tradeInfo, async (_input, ctx) => {
    const [publicList, mine] = await Promise.all([catalog.tradeInfo(), catalog.ownTrades(ctx.session.playerId)]);
    return { ...publicList, mine };
  });
  router.player(calls.getBonusTickers, () => catalog.bonusTickers());
}
