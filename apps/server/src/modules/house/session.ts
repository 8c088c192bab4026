import type { ProviderReply } from '@casino/contract';
import type { HouseGameRules } from './game-rules.ts';
import { rulesFor } from './game-rules.ts';
import type { Outcome } from './refusals.ts';
import { gameUnavailable, sessionInvalid } from './refusals.ts';
import { GatewayFault, HOUSE_PROVIDER_CODE, isOk } from './wallet-gateway.ts';
import type { SeamlessWallet } from './wallet-gateway.ts';

/** A game session as the gateway vouches for it: whose it is and which house game it opened. */
export interface GameSession {
  token: string;
  playerId: number;
  /** The player id as the gateway spells it in every later call. */
  gatewayPlayerId: string;
  rules: HouseGameRules;
  balance: number;
}

/** The refusal a gateway error means for the player, for the errors about the session or game. */
export function sessionRefusal(reply: ProviderReply): Outcome<never> | null {
  if (reply.status === 'OK') return null;
  switch (reply.error) {
    case 'INVALID_TOKEN': case 'TOKEN_EXPIRED': case 'PLAYER_MISMATCH': return sessionInvalid();
    case 'PROVIDER_DISABLED': return gameUnavailable('The house games are switched off');
    case 'GAME_UNAVAILABLE': return gameUnavailable();
    default: return null;
  }
}

/** Resolves the session token through the gateway's authenticate. */
export async function openGameSession(wallet: SeamlessWallet, token: string): Promise<Outcome<GameSession>> {
  const reply = await wallet.call(HOUSE_PROVIDER_CODE, 'authenticate', { token });
  if (!isOk(reply)) {
    const refused = sessionRefusal(reply);
    if (refused) return refused;
    throw new GatewayFault('authenticate', reply);
  }
  const playerId = Number(reply.playerId);
  if (reply.playerId === undefined || !/^\d+$/.test(reply.playerId) || !Number.isSafeInteger(playerId)) {
    throw new Error(`wallet gateway authenticate: unusable playerId ${JSON.stringify(reply.playerId)}`);
  }
  const rules = reply.gameCode === undefined ? undefined : rulesFor(reply.gameCode);
  if (!rules) return gameUnavailable(`The house does not run the game ${JSON.stringify(reply.gameCode ?? '')}`);
  return { value: { token, playerId, gatewayPlayerId: reply.playerId, rules, balance: reply.balance } };
}
