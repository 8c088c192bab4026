import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CustomerServiceConfig } from '../models.ts';

/**
 * Errcodes of the lobby calls. 1004 is the code §8 names for a like the server refuses; the
 * 1101-1199 range is the lobby's own. A rule refused the request: HTTP 200, code 200, errcode N.
 */
export const LobbyErrcode = {
  /** gameLike: no enabled game has that id. */
  LikeTargetInvalid: 1004,
  /** startGame: no game has that id, or it is disabled. */
  GameNotFound: 1101,
  /** startGame: the game is under maintenance. */
  GameMaintenance: 1102,
  /** startGame: the game's brand (provider) is under maintenance. */
  BrandMaintenance: 1103,
  /** startGame: no enabled game provider serves the game's platform (none configured, or switched off). */
  ProviderUnavailable: 1104,
} as const;
export type LobbyErrcode = (typeof LobbyErrcode)[keyof typeof LobbyErrcode];

/**
 * Ids of the house games in the default catalog. Fixed: the house provider, tasks (PlayTiger)
 * and links refer to them.
 */
export const HouseGame = {
  LuckyTiger: 1, FortuneGems: 2, DragonWays: 3, GoldenFreeSpins: 4, JacksOrBetter: 5,
  Crash: 6, Mines: 7, Dice: 8, OceanHunter: 9,
} as const;
export type HouseGame = (typeof HouseGame)[keyof typeof HouseGame];

/** Ids of the socialMedia entries of the app config: which network a link goes to (its icon). */
export const SocialMediaId = { Facebook: 1, Telegram: 2, YouTube: 3, Instagram: 4, Twitter: 5, WhatsApp: 6 } as const;

const money = z.number().int().describe('integer hundredths');
const GameId = z.number().int().positive().max(2_147_483_647);
const EpochMs = z.number().int().describe('ms since epoch');

/** Most recently started games kept per player (newest first, each game once). */
export const GAME_HISTORY_MAX = 50;

/** What the favorites and history sub-tabs of the Collect tab show. */
export const GameCollect = z.object({
  gameLikes: z.array(z.number().int()).describe('ids of the liked games, most recently liked first'),
  gameHistory: z.array(z.number().int()).describe(`ids of the games started, newest first, each once, at most ${GAME_HISTORY_MAX}`),
});
export type GameCollect = z.infer<typeof GameCollect>;

/** A big win of the home ticker (§3 big-win entry). */
export const BigWin = z.object({
  phone: z.string().describe('masked, e.g. 63*****1234'),
  gameId: z.number().int(),
  amount: money,
  timestamp: EpochMs,
});
export type BigWin = z.infer<typeof BigWin>;

/** A customer-service entry (§3 service store). */
export const CustomerService = CustomerServiceConfig.shape.appCustomerServiceQueue.element;
export type CustomerService = z.infer<typeof CustomerService>;

export const TradeKinds = ['deposit', 'withdrawal', 'bonus', 'win'] as const;
export const TradeKind = z.enum(TradeKinds);
export type TradeKind = z.infer<typeof TradeKind>;

/** One line of the trade and bonus tickers: who (masked), what, how much, when. */
export const TradeEntry = z.object({
  id: z.string().describe('stable per entry, for list keys'),
  kind: TradeKind,
  player: z.string().describe('masked player name or phone, e.g. 63*****1234 or ab****yz'),
  amount: money,
  gameId: z.number().int().optional().describe('the game, for kind win'),
  timestamp: EpochMs,
});
export type TradeEntry = z.infer<typeof TradeEntry>;

/** Entries per ticker list. */
export const TICKER_LIST_MAX = 20;

export const gameLike = defineCall({
  name: 'gameLike', anonymous: false,
  summary: 'Like (1) or unlike (0) a game; idempotent. errcode 1004 when no enabled game has that id.',
  body: z.object({ id: GameId, like: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ id: z.number().int(), like: z.union([z.literal(0), z.literal(1)]) }),
});

export const getGameCollect = defineCall({
  name: 'getGameCollect', anonymous: false,
  summary: 'The player\'s liked games and game history (newest first).',
  body: z.object({}),
  response: GameCollect,
});

export const startGame = defineCall({
  name: 'startGame', anonymous: false,
  summary: 'Start a game: refused when it does not exist or is disabled (1101), under maintenance (1102 game, 1103 brand) or no enabled provider serves it (1104); opens a game session, records the game in the history and answers the provider\'s launch URL (house games: /house/{gameCode}?session={token}).',
  body: z.object({ gameId: GameId }),
  response: z.object({ gameId: z.number().int(), launchUrl: z.string() }),
});

export const exitGame = defineCall({
  name: 'exitGame', anonymous: false,
  summary: 'The player left the game page (public: the client ignores a 401).',
  body: z.object({}),
  response: z.object({}),
});

export const lobbyTips = defineCall({
  name: 'lobbyTips', anonymous: true,
  summary: 'Big wins for the home ticker: jackpotList (recent big wins) and newYearList (New Year event wins), newest first.',
  body: z.object({}),
  response: z.object({
    jackpotList: z.array(BigWin).max(TICKER_LIST_MAX),
    newYearList: z.array(BigWin).max(TICKER_LIST_MAX),
  }),
});

export const getCustomerServices = defineCall({
  name: 'getCustomerServices', anonymous: false,
  summary: 'Customer-service entries, the external service URL and the chat-widget URL (empty when none).',
  body: z.object({}),
  response: CustomerServiceConfig,
});

const TradeInfo = z.object({
  list: z.array(TradeEntry).max(TICKER_LIST_MAX).describe('recent deposits, withdrawals, bonuses and big wins of all players, newest first'),
});

export const anonymousTradeInfo = defineCall({
  name: 'tradeInfo', anonymous: true,
  summary: 'Recent deposits, withdrawals, bonuses and big wins of all players (masked), newest first.',
  body: z.object({}),
  response: TradeInfo,
});

export const tradeInfo = defineCall({
  name: 'tradeInfo', anonymous: false,
  summary: 'Like anonymous/tradeInfo, plus the player\'s own recent deposits, withdrawals and bonuses (mine).',
  body: z.object({}),
  response: TradeInfo.extend({
    mine: z.array(TradeEntry).max(TICKER_LIST_MAX).describe('the player\'s own, unmasked name, newest first'),
  }),
});

export const getBonusTickers = defineCall({
  name: 'getBonusTickers', anonymous: false,
  summary: 'Recent bonuses paid to players (masked), newest first.',
  body: z.object({}),
  response: z.object({ list: z.array(TradeEntry).max(TICKER_LIST_MAX) }),
});

/** The lobby calls, in the order of the call list (calls/index.ts). */
export const lobbyCalls = {
  gameLike,
  getGameCollect,
  startGame,
  exitGame,
  lobbyTips,
  getCustomerServices,
  /** anonymous/tradeInfo: the same wire name as tradeInfo, served without a login. */
  anonymousTradeInfo,
  tradeInfo,
  getBonusTickers,
} as const;
