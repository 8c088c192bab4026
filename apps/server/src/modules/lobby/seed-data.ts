/**
 * The default catalog a fresh install starts with: the house games, a few external-looking
 * brands so every playable category has a full grid, and lobby content (banners, notices, a
 * promotional video, customer service). Ids are fixed (docs/decisions/010); the operator edits
 * or disables these rows, and rows they add take ids from 10000 up.
 */
import { BANNER_ACTION_TASKS, GameCategory, HouseGame, JumpTarget } from '@casino/contract';

export const SEED_NAME = 'catalog-v1';

export interface SeedGameType { id: number; name: string; status: number; sort: number }
export interface SeedPlatform { id: number; code: string; name: string; sort: number }
export interface SeedBrand { id: number; platformId: number; showName: string; sort: number; maintain: boolean }
export interface SeedGame {
  id: number;
  name: string;
  typeId: number;
  brandId: number;
  status?: number;
  sort?: number;
  hot?: number;
  hotSort?: number;
  showType?: number;
  recent?: boolean;
  maintain?: boolean;
}

export const SEED_GAME_TYPES: readonly SeedGameType[] = [
  { id: GameCategory.Slots, name: 'Slots', status: 1, sort: 1 },
  { id: GameCategory.Fish, name: 'Fish', status: 1, sort: 2 },
  { id: GameCategory.Poker, name: 'Poker', status: 1, sort: 3 },
  { id: GameCategory.Sports, name: 'Sports', status: 1, sort: 4 },
  { id: GameCategory.Live, name: 'Live', status: 1, sort: 5 },
  { id: GameCategory.Games, name: 'Games', status: 1, sort: 6 },
];

/** The house platform's code: the games capability launches its games. */
export const HOUSE_PLATFORM_CODE = 'house';

export const Platform = { House: 1, Nova: 2, Lantern: 3, Bluefin: 4, AceTable: 5, Mystic: 6 } as const;
export const Brand = { House: 1, Nova: 2, Lantern: 3, Bluefin: 4, AceTable: 5, Mystic: 6 } as const;

export const SEED_PLATFORMS: readonly SeedPlatform[] = [
  { id: Platform.House, code: HOUSE_PLATFORM_CODE, name: 'House Games', sort: 1 },
  { id: Platform.Nova, code: 'nova', name: 'Nova Play', sort: 2 },
  { id: Platform.Lantern, code: 'lantern', name: 'Red Lantern Gaming', sort: 3 },
  { id: Platform.Bluefin, code: 'bluefin', name: 'Bluefin Interactive', sort: 4 },
  { id: Platform.AceTable, code: 'acetable', name: 'Ace Table Studios', sort: 5 },
  { id: Platform.Mystic, code: 'mystic', name: 'Mystic Reels', sort: 6 },
];

export const SEED_BRANDS: readonly SeedBrand[] = [
  { id: Brand.House, platformId: Platform.House, showName: 'Originals', sort: 1, maintain: false },
  { id: Brand.Nova, platformId: Platform.Nova, showName: 'Nova Play', sort: 2, maintain: false },
  { id: Brand.Lantern, platformId: Platform.Lantern, showName: 'Red Lantern', sort: 3, maintain: false },
  { id: Brand.Bluefin, platformId: Platform.Bluefin, showName: 'Bluefin', sort: 4, maintain: false },
  { id: Brand.AceTable, platformId: Platform.AceTable, showName: 'Ace Table', sort: 5, maintain: false },
  // Under maintenance, so the lobby shows how that looks.
  { id: Brand.Mystic, platformId: Platform.Mystic, showName: 'Mystic Reels', sort: 6, maintain: true },
];

const { Slots, Fish, Poker, Live, Games } = GameCategory;

export const SEED_GAMES: readonly SeedGame[] = [
  // House games (played through the house provider).
  { id: HouseGame.LuckyTiger, name: 'Lucky Tiger', typeId: Slots, brandId: Brand.House, sort: 1, hot: 1, hotSort: 1 },
  { id: HouseGame.FortuneGems, name: 'Fortune Gems', typeId: Slots, brandId: Brand.House, sort: 2, hot: 1, hotSort: 2 },
  { id: HouseGame.DragonWays, name: 'Dragon Ways', typeId: Slots, brandId: Brand.House, sort: 3, recent: true },
  { id: HouseGame.GoldenFreeSpins, name: 'Golden Free Spins', typeId: Slots, brandId: Brand.House, sort: 4, recent: true },
  { id: HouseGame.JacksOrBetter, name: 'Jacks or Better', typeId: Poker, brandId: Brand.House, sort: 1, hot: 1, hotSort: 4 },
  { id: HouseGame.Crash, name: 'Crash', typeId: Games, brandId: Brand.House, sort: 1, hot: 1, hotSort: 3 },
  { id: HouseGame.Mines, name: 'Mines', typeId: Games, brandId: Brand.House, sort: 2, hot: 1, hotSort: 6 },
  { id: HouseGame.Dice, name: 'Dice', typeId: Games, brandId: Brand.House, sort: 3, recent: true },
  { id: HouseGame.OceanHunter, name: 'Ocean Hunter', typeId: Fish, brandId: Brand.House, sort: 1, hot: 1, hotSort: 5 },

  // Nova Play: slots and instant games.
  { id: 201, name: 'Neon Fruits', typeId: Slots, brandId: Brand.Nova, sort: 10, hot: 1, hotSort: 7 },
  { id: 202, name: "Pharaoh's Riches", typeId: Slots, brandId: Brand.Nova, sort: 11 },
  { id: 203, name: 'Wild Buffalo', typeId: Slots, brandId: Brand.Nova, sort: 12 },
  // Under maintenance, so the lobby shows how that looks.
  { id: 204, name: 'Cherry Blast', typeId: Slots, brandId: Brand.Nova, sort: 13, maintain: true },
  { id: 205, name: 'Samurai Gold', typeId: Slots, brandId: Brand.Nova, sort: 14, recent: true },
  { id: 206, name: 'Plinko Drop', typeId: Games, brandId: Brand.Nova, sort: 10 },
  { id: 207, name: 'Hi-Lo Cards', typeId: Games, brandId: Brand.Nova, sort: 11 },
  { id: 208, name: 'Keno Rush', typeId: Games, brandId: Brand.Nova, sort: 12 },
  { id: 209, name: 'Coin Flip', typeId: Games, brandId: Brand.Nova, sort: 13 },

  // Red Lantern: slots, fish and table poker.
  { id: 301, name: 'Jade Emperor', typeId: Slots, brandId: Brand.Lantern, sort: 20, hot: 1, hotSort: 8 },
  // Hot but showType 1: listed in its tab, kept out of the popular grid.
  { id: 302, name: 'Lantern Festival', typeId: Slots, brandId: Brand.Lantern, sort: 21, hot: 1, hotSort: 9, showType: 1 },
  { id: 303, name: 'Koi Fortune', typeId: Slots, brandId: Brand.Lantern, sort: 22 },
  { id: 304, name: 'Panda Bamboo', typeId: Slots, brandId: Brand.Lantern, sort: 23, recent: true },
  { id: 305, name: 'Dragon Fishing', typeId: Fish, brandId: Brand.Lantern, sort: 10 },
  { id: 306, name: 'Golden Toad Hunt', typeId: Fish, brandId: Brand.Lantern, sort: 11 },
  { id: 307, name: 'Shark Frenzy', typeId: Fish, brandId: Brand.Lantern, sort: 12 },
  { id: 308, name: 'Mermaid Treasure', typeId: Fish, brandId: Brand.Lantern, sort: 13 },
  { id: 309, name: 'Three Card Poker', typeId: Poker, brandId: Brand.Lantern, sort: 10 },
  { id: 310, name: 'Pai Gow Poker', typeId: Poker, brandId: Brand.Lantern, sort: 11 },
  { id: 311, name: 'Caribbean Stud', typeId: Poker, brandId: Brand.Lantern, sort: 12 },
  { id: 312, name: "Texas Hold'em Bonus", typeId: Poker, brandId: Brand.Lantern, sort: 13 },

  // Bluefin: fish and instant games.
  { id: 401, name: 'Deep Sea Hunter', typeId: Fish, brandId: Brand.Bluefin, sort: 20, hot: 1, hotSort: 10 },
  { id: 402, name: 'Coral Reef Catch', typeId: Fish, brandId: Brand.Bluefin, sort: 21 },
  { id: 403, name: 'Kraken Strike', typeId: Fish, brandId: Brand.Bluefin, sort: 22 },
  { id: 404, name: 'Pirate Fishing', typeId: Fish, brandId: Brand.Bluefin, sort: 23 },
  { id: 405, name: 'Whale King', typeId: Fish, brandId: Brand.Bluefin, sort: 24, recent: true },
  { id: 406, name: 'Arctic Fishing', typeId: Fish, brandId: Brand.Bluefin, sort: 25 },
  { id: 407, name: 'Tower Climb', typeId: Games, brandId: Brand.Bluefin, sort: 20 },
  { id: 408, name: 'Limbo', typeId: Games, brandId: Brand.Bluefin, sort: 21 },
  { id: 409, name: 'Wheel of Colors', typeId: Games, brandId: Brand.Bluefin, sort: 22 },
  { id: 410, name: 'Goal Rush', typeId: Games, brandId: Brand.Bluefin, sort: 23 },

  // Ace Table: video poker.
  { id: 501, name: 'Deuces Wild', typeId: Poker, brandId: Brand.AceTable, sort: 20, hot: 1, hotSort: 11 },
  { id: 502, name: 'Joker Poker', typeId: Poker, brandId: Brand.AceTable, sort: 21 },
  { id: 503, name: 'Bonus Poker Deluxe', typeId: Poker, brandId: Brand.AceTable, sort: 22 },
  { id: 504, name: 'Double Double Bonus', typeId: Poker, brandId: Brand.AceTable, sort: 23 },
  { id: 505, name: 'Aces and Faces', typeId: Poker, brandId: Brand.AceTable, sort: 24 },
  { id: 506, name: 'Tens or Better', typeId: Poker, brandId: Brand.AceTable, sort: 25, recent: true },
  // Disabled: the live type has no enabled game, so its tab stays hidden.
  { id: 507, name: 'Live Baccarat', typeId: Live, brandId: Brand.AceTable, sort: 1, status: 0 },

  // Mystic Reels: its brand is under maintenance.
  { id: 601, name: 'Moonlit Witch', typeId: Slots, brandId: Brand.Mystic, sort: 30 },
  { id: 602, name: 'Crystal Oracle', typeId: Slots, brandId: Brand.Mystic, sort: 31 },
];

export interface SeedPromo {
  id: number;
  clickType: number;
  clickAction: number;
  url?: string;
  activityType?: number;
  title: string;
  sort: number;
}
export interface SeedNotice extends SeedPromo { content: string; isH5Pop: boolean }

export const SEED_BANNERS: readonly SeedPromo[] = [
  { id: 1, clickType: JumpTarget.Url, clickAction: 0, url: '/about', title: 'Welcome to the lobby', sort: 1 },
  { id: 2, clickType: JumpTarget.Game, clickAction: HouseGame.LuckyTiger, title: 'Spin Lucky Tiger', sort: 2 },
  { id: 3, clickType: JumpTarget.Activity, clickAction: BANNER_ACTION_TASKS, title: 'Daily tasks, daily rewards', sort: 3 },
];

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    id: 1, clickType: JumpTarget.None, clickAction: 0, title: 'Welcome', sort: 1, isH5Pop: true,
    content: 'Welcome to the lobby. Deposits and withdrawals are processed around the clock; contact customer service any time.',
  },
  {
    id: 2, clickType: JumpTarget.Game, clickAction: HouseGame.DragonWays, title: 'New: Dragon Ways', sort: 2, isH5Pop: true,
    content: 'Dragon Ways pays left to right on any of 243 ways. Try it now in Slots.',
  },
  {
    id: 3, clickType: JumpTarget.Url, clickAction: 0, url: '/terms-of-use', title: 'Play responsibly', sort: 3, isH5Pop: false,
    content: 'Players must be 21 or older. Set yourself limits and take breaks; self-exclusion is available on request.',
  },
];

export const SEED_VIDEOS: ReadonlyArray<{ id: number; clickType: number; clickAction: number; sort: number }> = [
  { id: 1, clickType: JumpTarget.Game, clickAction: HouseGame.LuckyTiger, sort: 1 },
];

export const SEED_CUSTOMER_SERVICES: ReadonlyArray<{ id: number; url: string; isOut: boolean; nickname: string; sort: number }> = [
  // Its nickname contains 'Service', so the footer's contact column leaves it out (§2).
  { id: 1, url: '/service', isOut: false, nickname: 'Online Service', sort: 1 },
  { id: 2, url: 'https://t.me/', isOut: true, nickname: 'Telegram', sort: 2 },
];

/** Site setting customerService: the external service URL and the chat-widget URL (none). */
export const SEED_CUSTOMER_SERVICE_SETTING = { serviceUrl: 'https://t.me/', lcChatServiceUrl: '' };

/** A few plausible wins so the home ticker is not empty before anyone has played. */
export const SEED_BIG_WINS: ReadonlyArray<{ list: 'jackpot' | 'new_year'; phone: string; gameId: number; amount: number; minutesAgo: number }> = [
  { list: 'jackpot', phone: '639171234567', gameId: HouseGame.LuckyTiger, amount: 1_250_000, minutesAgo: 3 },
  { list: 'jackpot', phone: '639285550142', gameId: HouseGame.Crash, amount: 482_000, minutesAgo: 11 },
  { list: 'jackpot', phone: '639064418820', gameId: HouseGame.FortuneGems, amount: 915_050, minutesAgo: 26 },
  { list: 'jackpot', phone: '639453307716', gameId: HouseGame.JacksOrBetter, amount: 320_000, minutesAgo: 47 },
  { list: 'jackpot', phone: '639778812093', gameId: HouseGame.OceanHunter, amount: 2_076_500, minutesAgo: 95 },
  { list: 'jackpot', phone: '639950026431', gameId: HouseGame.Mines, amount: 154_400, minutesAgo: 160 },
  { list: 'new_year', phone: '639185547702', gameId: HouseGame.DragonWays, amount: 888_800, minutesAgo: 15 },
  { list: 'new_year', phone: '639362210985', gameId: HouseGame.GoldenFreeSpins, amount: 668_000, minutesAgo: 72 },
];
