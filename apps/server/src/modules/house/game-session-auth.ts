import { HOUSE_PROVIDER_CODE } from '@casino/contract';
import type { HouseGameRules } from './game-rules.ts';
import { rulesFor } from './game-rules.ts';
import { gameUnavailable, sessionRefusalOf } from './refusals.ts';
import { GatewayFault, isOk } from './wallet-gateway.ts';
import type { SeamlessWallet } from './wallet-gateway.ts';

/**
 * A house game session as the gateway vouches for it: whose it is and which house game it
 * opened. The session itself is play's (a launch token, modules/play/game-sessions.ts); the house
 * only holds the token the game client sends and what the gateway's authenticate answered.
 */
export interface HouseGameSession {
  token: string;
  playerId: number;
  /** The player id as the gateway spells it in every later call. */
  gatewayPlayerId: string;
  rules: HouseGameRules;
  balance: number;
}

/** Resolves a game session token through the gateway's authenticate; throws the house's refusal when it is no good. */
export async function authenticateGameSession(wallet: SeamlessWallet, token: string): Promise<HouseGameSession> {
  const reply = await wallet.call(HOUSE_PROVIDER_CODE, 'authenticate', { token });
  if (!isOk(reply)) {
    const refused = sessionRefusalOf(reply);
    if (refused) throw refused;
    throw new GatewayFault('authenticate', reply);
  }
  const playerId = Number(reply.playerId);
  if (reply.playerId === undefined || !/^\d+$/.test(reply.playerId) || !Number.isSafeInteger(playerId)) {
    throw new Error(`wallet gateway authenticate: unusable playerId ${JSON.stringify(reply.playerId)}`);
  }
  const rules = reply.gameCode === undefined ? undefined : rulesFor(reply.gameCode);
  if (!rules) throw gameUnavailable(`The house does not run the game ${JSON.stringify(reply.gameCode ?? '')}`);
  return { token, playerId, gatewayPlayerId: reply.playerId, rules, balance: reply.balance };
}
