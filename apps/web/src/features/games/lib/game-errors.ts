import type { TFunction } from 'i18next';
import { Code, HouseErrcode, LobbyErrcode } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';

/** Why /start could not open the game, in the player's words (§8, contract LobbyErrcode). */
export function launchFailureText(error: unknown, t: TFunction): string {
  if (!isCallError(error)) return t('games.errors.network');
  switch (error.errcode) {
    case LobbyErrcode.GameNotFound:
      return t('games.errors.gameNotFound');
    case LobbyErrcode.GameMaintenance:
      return t('games.errors.gameMaintenance');
    case LobbyErrcode.BrandMaintenance:
      return t('games.errors.brandMaintenance');
    case LobbyErrcode.ProviderUnavailable:
      return t('games.errors.providerUnavailable');
    default:
      return t('games.errors.startFailed', { code: error.errcode });
  }
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

export function describeHouseFailure(error: unknown, t: TFunction): HouseFailure {
  if (!isCallError(error)) return { kind: 'network', text: t('games.errors.networkRetry') };
  switch (error.errcode) {
    case HouseErrcode.SessionInvalid:
      return { kind: 'session', text: t('games.errors.sessionExpired') };
    case HouseErrcode.GameUnavailable:
      return { kind: 'other', text: t('games.errors.gameUnavailable') };
    case HouseErrcode.BetInvalid:
      return { kind: 'other', text: t('games.errors.betInvalid') };
    case HouseErrcode.ChoiceInvalid:
      return { kind: 'other', text: t('games.errors.choiceInvalid') };
    case HouseErrcode.RoundNotOpen:
      return { kind: 'round-open', text: t('games.errors.roundNotOpen') };
    case HouseErrcode.InsufficientBalance:
      return { kind: 'other', text: t('games.errors.insufficientBalance') };
    case HouseErrcode.RoundAlreadyOpen:
      return { kind: 'round-open', text: t('games.errors.roundAlreadyOpen') };
    case HouseErrcode.RequestIdReused:
      return { kind: 'other', text: t('games.errors.requestReused') };
    case HouseErrcode.RequestInProgress:
      return { kind: 'network', text: t('games.errors.requestInProgress') };
    default:
      break;
  }
  if (error.code === Code.TooMany) return { kind: 'other', text: t('common.tooManyAttempts', { seconds: error.retryAfter ?? 60 }) };
  if (error.code === Code.BadInput && error.serverMessage) return { kind: 'other', text: error.serverMessage };
  return { kind: 'other', text: t('common.requestFailed', { code: error.errcode }) };
}
