/**
 * The lobby module's face: the game catalog and lobby content (the app config's game list and
 * lobby lists), likes and history, game start, the big-win and trade tickers, and the console's
 * writing side (`backOffice`).
 */
import type { LobbyService } from './service.ts';

export type LobbyFace = LobbyService;
export type { LobbyService } from './service.ts';
export type { CatalogSnapshot } from './game-list.ts';
export type { LobbyContent } from './lobby-content.ts';
export type { Change, LobbyBackOffice } from './back-office.ts';
