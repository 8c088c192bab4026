/**
 * The play module's face: game sessions, game launch and the seamless-wallet gateway, the only
 * path by which game providers (external ones and the house) move coins. Events: events.ts.
 */
import type { PlayService } from './service.ts';

export type PlayFace = PlayService;
export type { GameSessionInfo, PlayService } from './service.ts';
export type { SeamlessWallet } from './gateway.ts';
export type { BigWinEvent } from './events.ts';
/** The game of each round a bet in the transfer feed names (task progress, per-game effects). */
export { gamesOfRounds } from './round-games.ts';
export type { RoundRef } from './round-games.ts';
