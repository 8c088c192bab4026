import type { TFunction } from 'i18next';
import { Code, Errcode, SAFEBOX_PASSWORD_LENGTH, WalletErrcode } from '@casino/contract';
import type { SafeboxPasswordWrongReply } from '@casino/contract';
import { isCallError } from '../../shared/api/errors.ts';
import type { CallError } from '../../shared/api/errors.ts';

/** Which balance an action debits: an insufficient balance is explained in its terms. */
export type WalletAction = 'safeboxIn' | 'safeboxOut' | 'points' | 'password';

const INSUFFICIENT: Record<WalletAction, 'wallet.errors.insufficientCoin' | 'wallet.errors.insufficientSafebox' | 'wallet.errors.insufficientPoints'> = {
  safeboxIn: 'wallet.errors.insufficientCoin',
  safeboxOut: 'wallet.errors.insufficientSafebox',
  points: 'wallet.errors.insufficientPoints',
  password: 'wallet.errors.insufficientCoin',
};

/**
 * The attempts left before the safebox locks, as the refusal states them (contract
 * SafeboxPasswordWrongReply); without them the player still learns the password was wrong.
 */
function attemptsLeft(error: CallError): number | null {
  const left: unknown = (error.reply as Partial<SafeboxPasswordWrongReply>).attemptsLeft;
  return typeof left === 'number' && Number.isInteger(left) && left > 0 ? left : null;
}

/** "15 minutes", "45 seconds": how long a lock lasts, in the unit a player reads at a glance. */
export function waitText(t: TFunction, seconds: number): string {
  return seconds >= 60 ? t('wallet.minutes', { count: Math.ceil(seconds / 60) }) : t('wallet.seconds', { count: Math.max(1, seconds) });
}

/** What the player reads when a wallet action fails: one clear message per errcode (contract WalletErrcode). */
export function describeWalletFailure(error: unknown, t: TFunction, action: WalletAction, extra: { minimumPoints?: string } = {}): string {
  if (!isCallError(error)) return t('common.networkError');
  switch (error.errcode) {
    case WalletErrcode.InsufficientBalance:
      return t(INSUFFICIENT[action]);
    case WalletErrcode.RequestIdReused:
      return t('wallet.errors.requestReused');
    case WalletErrcode.RequestInProgress:
      return t('wallet.errors.requestInProgress');
    case WalletErrcode.SafeboxPasswordNotSet:
      return t('wallet.errors.passwordNotSet');
    case WalletErrcode.SafeboxPasswordAlreadySet:
      return t('wallet.errors.passwordAlreadySet');
    case WalletErrcode.SafeboxPasswordWrong: {
      const left = attemptsLeft(error);
      return left === null ? t('wallet.errors.passwordWrong') : `${t('wallet.errors.passwordWrong')} ${t('wallet.errors.attemptsLeft', { count: left })}`;
    }
    case WalletErrcode.SafeboxLocked:
      return error.retryAfter
        ? t('wallet.errors.lockedFor', { wait: waitText(t, error.retryAfter) })
        : t('wallet.errors.locked');
    case WalletErrcode.SafeboxPasswordInvalid:
      return t('wallet.errors.passwordInvalid', { min: SAFEBOX_PASSWORD_LENGTH.min, max: SAFEBOX_PASSWORD_LENGTH.max });
    case WalletErrcode.SafeboxPasswordTooCommon:
      return t('wallet.errors.passwordTooCommon');
    case WalletErrcode.PointsBelowMinimum:
      return extra.minimumPoints ? t('wallet.errors.pointsBelowMinimumOf', { minimum: extra.minimumPoints }) : t('wallet.errors.pointsBelowMinimum');
    case WalletErrcode.TurnoverOutstanding:
      return t('wallet.errors.turnoverOutstanding');
    case Errcode.PasswordUndecryptable:
      return t('wallet.errors.passwordUnreadable');
    default:
      break;
  }
  if (error.code === Code.TooMany) return t('common.tooManyAttempts', { seconds: error.retryAfter ?? 60 });
  if (error.code === Code.BadInput && error.serverMessage) return error.serverMessage;
  return t('common.requestFailed', { code: error.errcode });
}
