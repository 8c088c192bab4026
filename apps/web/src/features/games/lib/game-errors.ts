import type { ParseKeys, TFunction } from 'i18next';
import { HouseErrcode, LobbyErrcode } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';
import { saferPlayRefusalText } from '../../safer-play/index.ts';

/** Why a game could not be opened (contract LobbyErrcode): each has its own text. */
const LAUNCH_TEXTS: Readonly<Partial<Record<number, ParseKeys>>> = {
  [LobbyErrcode.GameNotFound]: 'games.errors.gameNotFound',
  [LobbyErrcode.GameMaintenance]: 'games.errors.gameMaintenance',
  [LobbyErrcode.BrandMaintenance]: 'games.errors.brandMaintenance',
  [LobbyErrcode.ProviderUnavailable]: 'games.errors.providerUnavailable',
};

/** Why /start could not open the game, in the player's words (§8, contract LobbyErrcode); any other refusal names its code. */
export function launchFailureText(error: unknown, t: TFunction): string {
  if (!isCallError(error)) return t('games.errors.network');
  // A break (3501) or a limit used up (3511-3513) says until when, or which limit: safer play's words.
  const saferPlay = saferPlayRefusalText(error, t);
  if (saferPlay !== null) return saferPlay;
  const key = LAUNCH_TEXTS[error.errcode];
  return key ? t(key) : t('games.errors.startFailed', { code: error.errcode });
}

/** What a failed house call means for the screen. */
export type HouseFailureKind =
  /** The session ended: only starting the game again helps. */
  | 'session'
  /** No answer came, or the first attempt is still being worked on: the same action may be tried again (it keeps its requestId). */
  | 'network'
  /** A round is still open: the client reloads it. */
  | 'round-open'
  | 'other';

export interface HouseFailure {
  kind: HouseFailureKind;
  text: string;
}

/** The house games' refusals (contract HouseErrcode), one text per errcode. */
const HOUSE_TEXTS: ErrcodeTable = {
  [HouseErrcode.SessionInvalid]: 'games.errors.sessionExpired',
  [HouseErrcode.GameUnavailable]: 'games.errors.gameUnavailable',
  [HouseErrcode.BetInvalid]: 'games.errors.betInvalid',
  [HouseErrcode.ChoiceInvalid]: 'games.errors.choiceInvalid',
  [HouseErrcode.RoundNotOpen]: 'games.errors.roundNotOpen',
  [HouseErrcode.InsufficientBalance]: 'games.errors.insufficientBalance',
  [HouseErrcode.RoundAlreadyOpen]: 'games.errors.roundAlreadyOpen',
  [HouseErrcode.RequestIdReused]: 'games.errors.requestReused',
  [HouseErrcode.RequestInProgress]: 'games.errors.requestInProgress',
};

/** What a refusal means for the screen; any errcode not named here is 'other'. */
const HOUSE_KINDS: Readonly<Partial<Record<number, HouseFailureKind>>> = {
  [HouseErrcode.SessionInvalid]: 'session',
  [HouseErrcode.RoundNotOpen]: 'round-open',
  [HouseErrcode.RoundAlreadyOpen]: 'round-open',
  [HouseErrcode.RequestInProgress]: 'network',
};

export function describeHouseFailure(error: unknown, t: TFunction): HouseFailure {
  if (!isCallError(error)) return { kind: 'network', text: t('games.errors.networkRetry') };
  const saferPlay = saferPlayRefusalText(error, t);
  if (saferPlay !== null) return { kind: 'other', text: saferPlay };
  return { kind: HOUSE_KINDS[error.errcode] ?? 'other', text: failureText(error, t, HOUSE_TEXTS, undefined) };
}
