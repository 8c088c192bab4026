import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { HouseProvider } from './service.ts';

/**
 * The house games' API under /house/v1 (game session in the body) and getHouseRound (login).
 * Each handler answers the payload; a refusal is thrown and the router answers its envelope.
 */
export function registerHouseCalls(router: CallRouter, { house }: { house: HouseProvider }): void {
  router.anonymous(calls.houseInit, (input) => house.init(input.session));
  router.anonymous(calls.housePlay, (input) => house.play(input.session, input));
  router.anonymous(calls.houseAct, (input) => house.act(input.session, input));
  router.anonymous(calls.houseRounds, (input) => house.rounds(input.session, input.limit));
  router.anonymous(calls.houseSeeds, (input) => house.seeds(input.session));
  router.anonymous(calls.houseRotateSeeds, (input) => house.rotateSeeds(input.session, input.clientSeed));
  router.player(calls.getHouseRound, (input, ctx) => house.round(ctx.session.playerId, input.roundId));
}
