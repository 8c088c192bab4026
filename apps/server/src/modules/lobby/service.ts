import { GAME_HISTORY_MAX, isGameOffered, LobbyErrcode, maskName, maskPhone, TICKER_LIST_MAX } from '@casino/contract';
import type { BigWin, CustomerServiceConfig, GameCollect, PromoViewer, TradeEntry } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SettingsCache } from '../../platform/settings-cache.ts';
import { refusalTable } from '../../platform/refusal.ts';
import { createLobbyBackOffice } from './back-office.ts';
import { listBigWins, maskWinner } from './big-wins.ts';
import { findGame } from './catalog-store.ts';
import { deleteLike, insertLike, listHistory, listLikes, recordPlayed } from './collect-store.ts';
import { createGameList } from './game-list.ts';
import type { CatalogSnapshot } from './game-list.ts';
import { cachedLobbyRows, readCustomerServiceConfig, readHomeVideoCover, readLobbyContent } from './lobby-content.ts';
import type { LobbyContent } from './lobby-content.ts';
import { BONUS_TRANSFER_KINDS, readBigWinTrades, readTickerTransfers, TICKER_TRANSFER_KINDS } from './trade-store.ts';
import type { TradeRow } from './trade-store.ts';

/** The lobby's refusals (§8): the one table from what went wrong to its errcode and message. */
const REFUSALS = {
  likeTargetMissing: { errcode: LobbyErrcode.LikeTargetInvalid, message: 'No such game' },
  gameMissing: { errcode: LobbyErrcode.GameNotFound, message: 'No such game' },
  gameMaintenance: { errcode: LobbyErrcode.GameMaintenance, message: 'The game is under maintenance' },
  brandMaintenance: { errcode: LobbyErrcode.BrandMaintenance, message: 'The game provider is under maintenance' },
  providerUnavailable: { errcode: LobbyErrcode.ProviderUnavailable, message: 'The game provider is not available' },
} satisfies Record<string, { errcode: number; message: string }>;

const lobbyRefusal = refusalTable(REFUSALS);

/** Opens game sessions with the game's provider (the play module). */
export interface GameLauncher {
  /** The provider's launch URL for a new game session; null when no enabled provider runs the game. */
  launch(playerId: number, gameId: number, loginSessionId: number): Promise<{ launchUrl: string } | null>;
  /** Closes every open game session of the player. */
  closeSessions(playerId: number): Promise<void>;
}

export interface LobbyDeps {
  db: Db;
  /** Keeps the lobby content read between requests until an operator changes it. */
  settingsCache: SettingsCache;
  clock: Clock;
  launcher: GameLauncher;
  /** Games kept in a player's history (default GAME_HISTORY_MAX). */
  historyMax?: number;
}

export type LobbyService = ReturnType<typeof createLobbyService>;

const TICKER_KINDS = Object.keys(TICKER_TRANSFER_KINDS);

/** What the public tickers show of a player: the phone when bound, else the account name, masked. */
function publicName(row: Pick<TradeRow, 'account' | 'countryCode' | 'mobile'>): string {
  return row.mobile !== null ? maskPhone(`${row.countryCode}${row.mobile}`) : maskName(row.account);
}

function tradeEntry(row: TradeRow, player: string): TradeEntry {
  return { id: `t${row.id}`, kind: TICKER_TRANSFER_KINDS[row.kind] ?? 'bonus', player, amount: row.amount, timestamp: row.createdAt.getTime() };
}

/**
 * The lobby's catalog and content: the game list and lobby lists of the app config, likes,
 * history, game start, the big-win ticker, customer service and the trade tickers.
 */
export function createLobbyService(deps: LobbyDeps) {
  const { db, clock } = deps;
  const historyMax = deps.historyMax ?? GAME_HISTORY_MAX;
  const gameList = createGameList(db);
  const contentRows = cachedLobbyRows(deps.settingsCache);

  async function offeredGame(gameId: number) {
    const game = await findGame(db, gameId);
    return game && isGameOffered(game) ? game : null;
  }

  return {
    /** The operator console's writing side: catalog flags and order, lobby content (docs/decisions/067). */
    backOffice: createLobbyBackOffice(db),

    /** The catalog at its current version (cached while the version stays). */
    catalog: (): Promise<CatalogSnapshot> => gameList.current(),

    /** Banners, notices, videos and customer service as this viewer is shown them (§5). */
    lobbyContent: (viewer: PromoViewer): Promise<LobbyContent> => readLobbyContent(contentRows, viewer),

    /** The cover of a guest's home promo video (§4 choice), or null when there is none: the first page draws it. */
    homeVideoCover: (): Promise<string | null> => readHomeVideoCover(contentRows),

    /** Like 1 stores, 0 removes; both idempotent. 1004 when no enabled game has that id. */
    async like(playerId: number, gameId: number, like: 0 | 1): Promise<{ id: number; like: 0 | 1 }> {
      if (!(await offeredGame(gameId))) throw lobbyRefusal('likeTargetMissing');
      if (like === 1) await insertLike(db, playerId, gameId, clock.now());
      else await deleteLike(db, playerId, gameId);
      return { id: gameId, like };
    },

    async collect(playerId: number): Promise<GameCollect> {
      const [gameLikes, gameHistory] = await Promise.all([listLikes(db, playerId), listHistory(db, playerId)]);
      return { gameLikes, gameHistory };
    },

    /**
     * Refuses a game that is missing or disabled (1101), under maintenance (1102), whose brand
     * is (1103) or that no enabled provider runs (1104); otherwise opens a game session, puts the
     * game at the top of the player's history and answers the provider's launch URL.
     */
    async startGame(playerId: number, gameId: number, loginSessionId: number): Promise<{ gameId: number; launchUrl: string }> {
      const game = await offeredGame(gameId);
      if (!game) throw lobbyRefusal('gameMissing');
      if (game.maintain) throw lobbyRefusal('gameMaintenance');
      if (game.brandMaintain) throw lobbyRefusal('brandMaintenance');
      const launch = await deps.launcher.launch(playerId, gameId, loginSessionId);
      if (!launch) throw lobbyRefusal('providerUnavailable');
      await db.transaction((tx) => recordPlayed(tx, playerId, gameId, clock.now(), historyMax));
      return { gameId, launchUrl: launch.launchUrl };
    },

    /** The player left the game page: their game sessions take no more bets. */
    exitGame: (playerId: number): Promise<void> => deps.launcher.closeSessions(playerId),

    async lobbyTips(): Promise<{ jackpotList: BigWin[]; newYearList: BigWin[] }> {
      const [jackpotList, newYearList] = await Promise.all([
        listBigWins(db, 'jackpot', TICKER_LIST_MAX), listBigWins(db, 'new_year', TICKER_LIST_MAX),
      ]);
      return { jackpotList, newYearList };
    },

    customerServices: (): Promise<CustomerServiceConfig> => readCustomerServiceConfig(contentRows),

    /** Deposits, withdrawals and bonuses from the ledger, and big wins, newest first, masked. */
    async tradeInfo(): Promise<{ list: TradeEntry[] }> {
      const [transfers, wins] = await Promise.all([readTickerTransfers(db, TICKER_KINDS, TICKER_LIST_MAX), readBigWinTrades(db, TICKER_LIST_MAX)]);
      const list = [
        ...transfers.map((row) => tradeEntry(row, publicName(row))),
        ...wins.map((w): TradeEntry => ({ id: `w${w.id}`, kind: 'win', player: maskWinner(w.phone), amount: w.amount, gameId: w.gameId, timestamp: w.createdAt.getTime() })),
      ];
      return { list: list.sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id)).slice(0, TICKER_LIST_MAX) };
    },

    /** The player's own deposits, withdrawals and bonuses, newest first. */
    async ownTrades(playerId: number): Promise<TradeEntry[]> {
      const rows = await readTickerTransfers(db, TICKER_KINDS, TICKER_LIST_MAX, playerId);
      return rows.map((row) => tradeEntry(row, row.account));
    },

    /** Bonuses paid to players, newest first, masked. */
    async bonusTickers(): Promise<{ list: TradeEntry[] }> {
      const rows = await readTickerTransfers(db, BONUS_TRANSFER_KINDS, TICKER_LIST_MAX);
      return { list: rows.map((row) => tradeEntry(row, publicName(row))) };
    },
  };
}
