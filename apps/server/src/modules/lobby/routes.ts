import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { LobbyService } from './service.ts';

export function registerLobbyCalls(router: CallRouter, { lobby }: { lobby: LobbyService }): void {
  router.player(calls.gameLike, (input, ctx) => lobby.like(ctx.session.playerId, input.id, input.like));
  router.player(calls.getGameCollect, (_input, ctx) => lobby.collect(ctx.session.playerId));
  router.player(calls.startGame, (input, ctx) => lobby.startGame(ctx.session.playerId, input.gameId, ctx.session.sessionId));
  router.player(calls.exitGame, async (_input, ctx) => {
    await lobby.exitGame(ctx.session.playerId);
    return {};
  });
  router.anonymous(calls.lobbyTips, () => lobby.lobbyTips());
  router.player(calls.getCustomerServices, () => lobby.customerServices());
  router.anonymous(calls.anonymousTradeInfo, () => lobby.tradeInfo());
  router.player(calls.tradeInfo, async (_input, ctx) => {
    const [publicList, mine] = await Promise.all([lobby.tradeInfo(), lobby.ownTrades(ctx.session.playerId)]);
    return { ...publicList, mine };
  });
  router.player(calls.getBonusTickers, () => lobby.bonusTickers());
}
