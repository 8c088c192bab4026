import { DAY_MS } from '../../platform/clock.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GameProviderSetting } from '../../platform/config.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { WalletService } from '../wallet/index.ts';
import { createSeamlessWallet } from './gateway.ts';
import type { SeamlessWallet } from './gateway.ts';
import { createGameLauncher } from './launch.ts';
import { createProviderRegistry } from './providers.ts';
import type { ProviderRegistry } from './providers.ts';
import { createGameSessions, isLive } from './game-sessions.ts';

export interface PlayDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'ledger' | 'readCoin' | 'balancesMoved'>;
  /** Publishes play's events (events.ts: bigWin). */
  events: EventPublisher;
  /** GAME_PROVIDERS and the sandbox studio's providers (holds secrets). */
  providers: readonly GameProviderSetting[];
  /** The house provider's secret unless GAME_PROVIDERS sets one. */
  houseSecret: Buffer;
  /** GAME_SESSION_MINUTES. */
  sessionMinutes: number;
  /** GAME_CURRENCY. */
  currency: string;
}

/** What a provider may know of a game session from its token. */
export interface GameSessionInfo {
  playerId: number;
  /** The catalog game id. */
  gameId: number;
  /** The provider's code of the game. */
  gameCode: string;
  providerCode: string;
  /** New bets are accepted (not expired, not closed). */
  live: boolean;
  expiresAt: Date;
}

export interface PlayService {
  registry: ProviderRegistry;
  /** The seamless wallet: the gateway route's dispatcher and the house provider's in-process entry. */
  gateway: SeamlessWallet;
  launcher: ReturnType<typeof createGameLauncher>;
  /** The session of a launch token if it belongs to that provider (live or not); null otherwise. */
  findSession(providerCode: string, token: string): Promise<GameSessionInfo | null>;
  /** The game page's heartbeat: keeps the player's live sessions of that game from expiring (in `q` when given). */
  keepAlive(playerId: number, gameId: number, q?: Pick<Queryable, 'query'>): Promise<void>;
  /** A token for settling a player's rounds in flight (wins, rollbacks; no bets): see game-sessions.ts openForSettlement. */
  openSettlementSession(providerCode: string, game: { playerId: number; gameId: number; gameCode: string }): Promise<string>;
  /** Deletes up to `limit` sessions that ended more than `retentionDays` ago; answers how many. */
  pruneSessions(retentionDays: number, limit: number): Promise<number>;
}

/** Game sessions, launch and the seamless-wallet gateway: how game providers move coins. */
export function createPlayService(deps: PlayDeps): PlayService {
  const { db, clock } = deps;
  const registry = createProviderRegistry(deps.providers, deps.houseSecret);
  const sessions = createGameSessions({ db, clock, lifetimeMinutes: deps.sessionMinutes });
  return {
    registry,
    gateway: createSeamlessWallet({ db, clock, wallet: deps.wallet, currency: deps.currency, events: deps.events, registry, sessions }),
    launcher: createGameLauncher({ db, registry, sessions }),
    async findSession(providerCode, token) {
      const session = await sessions.find(token);
      if (!session || session.providerCode !== providerCode) return null;
      const { playerId, gameId, gameCode, expiresAt } = session;
      return { playerId, gameId, gameCode, providerCode, live: isLive(session, clock.now()), expiresAt };
    },
    keepAlive: (playerId, gameId, q) => sessions.keepAlive(playerId, gameId, q),
    openSettlementSession: (providerCode, game) => sessions.openForSettlement({ ...game, providerCode }),
    pruneSessions: (retentionDays, limit) => sessions.pruneEnded(new Date(clock.now().getTime() - retentionDays * DAY_MS), limit),
  };
}
