import { HOUSE_PROVIDER_CODE } from '@casino/contract';
import { defineModule } from '../../platform/module.ts';
import type { HouseFace } from './index.ts';
import { recoverRoundsJob } from './jobs.ts';
import { registerHouseCalls } from './routes.ts';
import { createHouseProvider } from './service.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    house: HouseFace;
  }
}

/** Our own games: a provider like any other, moving coins only through play's gateway. */
export const houseModule = defineModule({
  name: 'house',
  needs: ['play'],
  create: (ctx, { play }) => createHouseProvider({
    db: ctx.db, clock: ctx.clock, wallet: play.gateway, log: ctx.log,
    openSettlementSession: (round) => play.openSettlementSession(HOUSE_PROVIDER_CODE, round),
  }),
  routes(house, { router }) {
    registerHouseCalls(router, { house });
  },
  jobs: (house, ctx) => [recoverRoundsJob(house, ctx.config.gameHousekeepingIntervalSeconds, ctx.log)],
});
