import { defineModule } from '../../platform/module.ts';
import { recordBigWin } from './big-wins.ts';
import type { LobbyFace } from './index.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerLobbyCalls } from './routes.ts';
import { seedLobby } from './seed.ts';
import { createLobbyService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    lobby: LobbyFace;
  }
}

/**
 * The lobby: catalog, content, likes, history, game start (through play's launcher), tickers
 * and artwork. Records play's bigWin events for the big-win ticker.
 */
export const lobbyModule = defineModule({
  name: 'lobby',
  needs: ['play'],
  async seed(db) {
    await seedLobby(db);
  },
  create: (ctx, { play }) => createLobbyService({ db: ctx.db, settingsCache: ctx.settingsCache, clock: ctx.clock, launcher: play.launcher }),
  routes(lobby, { app, router }, ctx) {
    registerLobbyCalls(router, { lobby });
    registerMediaRoutes(app, ctx.db);
  },
  subscribe(_lobby, on) {
    on('bigWin', (tx, win) => recordBigWin(tx, win));
    // §3 newYearList: the New Year event's big wins (a draw has no game: game id 0).
    on('newYearWin', (tx, win) => recordBigWin(tx, { ...win, gameId: 0, list: 'new_year' }));
  },
});
