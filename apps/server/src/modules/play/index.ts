/**
 * The play module's face: game sessions, game launch and the seamless-wallet gateway, the only
 * path by which game providers (external ones and the house) move coins. Events: events.ts.
 */
import type { PlayService } from './service.ts';

export type PlayFace = PlayService;
export type { GameSessionInfo, PlayService } from './service.ts';
export type { SeamlessWallet } from './gateway.ts';
export type { LaunchGuard } from './launch.ts';
/** Ends a player's open game sessions (a time-out or self-exclusion starting): further bets are refused. */
export { closePlayerSessions } from './game-sessions.ts';
export type { BigWinEvent } from './events.ts';
/** The game of each round a bet in the transfer feed names (task progress, per-game effects). */
export { gamesOfRounds } from './round-games.ts';
export type { RoundRef } from './round-games.ts';
/** A player's latest game rounds (the operator console's player screen). */
export { recentRounds } from './round-history.ts';
export type { PlayerRoundRow } from './round-history.ts';
