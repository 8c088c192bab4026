import { HouseErrcode } from '@casino/contract';
import type { Envelope } from '@casino/contract';
import { refuse } from '../../platform/envelope.ts';

/** A refusal or a value: what every house operation answers. */
export type Outcome<T> = { value: T } | { refusal: Envelope };

export const refusal = (errcode: HouseErrcode, msg: string, data?: Record<string, unknown>): { refusal: Envelope } =>
  ({ refusal: { ...refuse(errcode, msg), ...data } });

export const sessionInvalid = () => refusal(HouseErrcode.SessionInvalid, 'The game session is unknown or expired: start the game again');
export const gameUnavailable = (why = 'The game is not available now') => refusal(HouseErrcode.GameUnavailable, why);
export const requestInProgress = () => refusal(HouseErrcode.RequestInProgress, 'The first request with this requestId is still being processed; try again');
export const requestIdReused = () => refusal(HouseErrcode.RequestIdReused, 'requestId: already used for a different request');
