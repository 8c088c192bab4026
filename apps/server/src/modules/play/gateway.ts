import { issueText, ProviderActions, ProviderRequests } from '@casino/contract';
import type { ProviderAction, ProviderFailure, ProviderReply, ProviderRequest } from '@casino/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import type { ProviderRegistry } from './providers.ts';
import { failure } from './replies.ts';
import { endedReason, isLive } from './game-sessions.ts';
import type { GameSession, GameSessions } from './game-sessions.ts';
import { createGatewaySettlement } from './gateway-settlement.ts';
import type { GatewaySettlementDeps } from './gateway-settlement.ts';
import { createSessionReads } from './session-reads.ts';

/**
 * The seamless wallet: the one way game providers move coins. The HTTP route checks the
 * signature and then calls `call`; the house provider, running in this process, calls `call`
 * directly. Both get exactly the same validation, rules and answers (docs/providers.md).
 */
export interface SeamlessWallet {
  call<A extends ProviderAction>(providerCode: string, action: A, body: ProviderRequest<A>): Promise<ProviderReply>;
}

export interface GatewayDeps extends GatewaySettlementDeps {
  db: Db;
  registry: ProviderRegistry;
  sessions: GameSessions;
}

export const isProviderAction = (action: string): action is ProviderAction => (ProviderActions as readonly string[]).includes(action);


export function createSeamlessWallet(deps: GatewayDeps): SeamlessWallet {
  const { registry, sessions, wallet, clock, currency } = deps;
  const settlement = createGatewaySettlement(deps);
  const readSession = createSessionReads(sessions);
  const balanceOf = (playerId: number): Promise<number> => wallet.readCoin(playerId);
  /** Refusals about a known player's own session carry the balance, so the game can show it. */
  const withBalance = async (reply: ProviderReply, playerId: number): Promise<ProviderReply> =>
    reply.status === 'ERROR' && reply.balance === undefined ? { ...reply, balance: await balanceOf(playerId) } : reply;

  async function authenticate(session: GameSession): Promise<ProviderReply> {
    if (!isLive(session, clock.now())) {
      return withBalance(failure('TOKEN_EXPIRED', endedReason(session, clock.now())), session.playerId);
    }
    await sessions.extend(session);
    return { status: 'OK', balance: await balanceOf(session.playerId), currency, playerId: String(session.playerId), gameCode: session.gameCode };
  }

  async function dispatch(providerCode: string, action: ProviderAction, body: unknown): Promise<ProviderReply> {
    const provider = registry.get(providerCode);
    if (!provider) return failure('NOT_FOUND', 'providerCode: no such provider');
    if (!provider.enabled) return failure('PROVIDER_DISABLED', 'providerCode: the provider is switched off');
    const parsed = ProviderRequests[action].safeParse(body);
    if (!parsed.success) return failure('INVALID_REQUEST', issueText(parsed.error));
    const input = parsed.data as { token: string; playerId?: string };

    // Read with its catalog game, which a bet needs, in the same round trip (grouped with other calls' reads).
    const found = await readSession(input.token);
    const session = found?.session;
    if (!session || session.providerCode !== provider.code) return failure('INVALID_TOKEN', 'token: no such game session');
    if (action === 'authenticate') return authenticate(session);
    if (input.playerId !== String(session.playerId)) return failure('PLAYER_MISMATCH', 'playerId: not the player of this game session');

    let reply: ProviderReply | ProviderFailure;
    switch (action) {
      case 'balance':
        return { status: 'OK', balance: await balanceOf(session.playerId), currency };
      case 'bet':
        reply = await settlement.placeBet(provider.code, session, found?.game ?? null, parsed.data as z.output<(typeof ProviderRequests)['bet']>);
        if (reply.status === 'OK' && !reply.alreadyProcessed) await sessions.extend(session);
        break;
      case 'win':
        reply = await settlement.settleWin(provider.code, session, parsed.data as z.output<(typeof ProviderRequests)['win']>);
        break;
      case 'rollback':
        reply = await settlement.rollBack(provider.code, session, parsed.data as z.output<(typeof ProviderRequests)['rollback']>);
        break;
    }
    return withBalance(reply, session.playerId);
  }

  return {
    call: (providerCode, action, body) => {
      if (!isProviderAction(action)) return Promise.resolve(failure('NOT_FOUND', 'action: no such action'));
      return dispatch(providerCode, action, body);
    },
  };
}
