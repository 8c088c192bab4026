import { calls } from '@casino/contract';
import type { Envelope } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import { ok } from '../../platform/envelope.ts';
import type { Outcome } from './refusals.ts';
import { createHouseProvider } from './service.ts';
import type { HouseProvider, HouseProviderDeps } from './service.ts';

const answer = <T extends object>(outcome: Outcome<T>): (T & { code: 200; errcode: 0 }) | Envelope =>
  'refusal' in outcome ? outcome.refusal : ok(outcome.value);

/** The house games' API under /house/v1 (game session in the body) and getHouseRound (login). */
export function registerHouseCalls(router: CallRouter, { house }: { house: HouseProvider }): void {
  router.anonymous(calls.houseInit, async (input) => answer(await house.init(input.session)));
  router.anonymous(calls.housePlay, async (input) => answer(await house.play(input.session, input)));
  router.anonymous(calls.houseAct, async (input) => answer(await house.act(input.session, input)));
  router.anonymous(calls.houseRounds, async (input) => answer(await house.rounds(input.session, input.limit)));
  router.anonymous(calls.houseSeeds, async (input) => answer(await house.seeds(input.session)));
  router.anonymous(calls.houseRotateSeeds, async (input) => answer(await house.rotateSeeds(input.session, input.clientSeed)));
  router.player(calls.getHouseRound, async (input, ctx) => answer(await house.round(ctx.session.playerId, input.roundId)));
}

/** Builds the house provider and registers its calls. */
export function registerHouseProvider(router: CallRouter, deps: HouseProviderDeps): HouseProvider {
  const house = createHouseProvider(deps);
  registerHouseCalls(router, { house });
  return house;
}
