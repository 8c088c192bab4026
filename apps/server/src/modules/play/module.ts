import { defineModule } from '../../platform/module.ts';
import { registerProviderGateway } from './gateway-routes.ts';
import type { PlayFace } from './index.ts';
import { pruneSessionsJob } from './jobs.ts';
import { createPlayService } from './service.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    play: PlayFace;
  }
}

/**
 * Game sessions, launch and the seamless-wallet gateway. The providers are GAME_PROVIDERS and
 * those the sandbox studio plays; the house provider is always there. Publishes bigWin
 * (events.ts); keeps game sessions alive on tracking's playerHeartbeat.
 */
export const playModule = defineModule({
  name: 'play',
  needs: ['wallet', 'sandbox-games'],
  create: (ctx, needs) => createPlayService({
    db: ctx.db, clock: ctx.clock, wallet: needs.wallet, events: ctx.events,
    providers: [...ctx.config.gameProviders, ...needs['sandbox-games'].providerSettings],
    houseSecret: ctx.passwordKey.deriveSecret('provider:house'),
    sessionMinutes: ctx.config.gameSessionMinutes, currency: ctx.config.gameCurrency,
  }),
  routes(play, { app }) {
    registerProviderGateway(app, { registry: play.registry, gateway: play.gateway });
  },
  jobs: (play, ctx) => [
    pruneSessionsJob(play, { intervalSeconds: ctx.config.gameHousekeepingIntervalSeconds, retentionDays: ctx.config.gameSessionRetentionDays }, ctx.log),
  ],
  subscribe(play, on) {
    // The game page's heartbeat (the online call with a gameId): its game sessions stay alive.
    on('playerHeartbeat', (tx, beat) => play.keepAlive(beat.playerId, beat.gameId, tx));
  },
});
