import type { TFunction } from 'i18next';
import { Errcode, SAFEBOX_PASSWORD_LENGTH, WalletErrcode } from '@casino/contract';
import type { SafeboxPasswordWrongReply } from '@casino/contract';
import type { CallError } from '../../shared/api/errors.ts';
import { failureText } from '../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../shared/i18n/failure-text.ts';
import { registerWalletSharedTexts } from './shared-texts.ts';

registerWalletSharedTexts();

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
  registerWalletSharedTexts();
  return seconds >= 60 ? t('wallet.minutes', { count: Math.ceil(seconds / 60) }) : t('wallet.seconds', { count: Math.max(1, seconds) });
}

interface WalletContext {
  action: WalletAction;
  minimumPoints?: string;
}

/** The wallet's refusals in the player's words (contract WalletErrcode), one text per errcode. */
const WALLET_TEXTS: ErrcodeTable<WalletContext> = {
  [WalletErrcode.InsufficientBalance]: (_error, t, { action }) => t(INSUFFICIENT[action]),
  [WalletErrcode.RequestIdReused]: 'wallet.errors.requestReused',
  [WalletErrcode.RequestInProgress]: 'wallet.errors.requestInProgress',
  [WalletErrcode.SafeboxPasswordNotSet]: 'wallet.errors.passwordNotSet',
  [WalletErrcode.SafeboxPasswordAlreadySet]: 'wallet.errors.passwordAlreadySet',
  [WalletErrcode.SafeboxPasswordWrong]: (error, t) => {
    const left = attemptsLeft(error);
    return left === null ? t('wallet.errors.passwordWrong') : `${t('wallet.errors.passwordWrong')} ${t('wallet.errors.attemptsLeft', { count: left })}`;
  },
  [WalletErrcode.SafeboxLocked]: (error, t) => (error.retryAfter
    ? t('wallet.errors.lockedFor', { wait: waitText(t, error.retryAfter) })
    : t('wallet.errors.locked')),
  [WalletErrcode.SafeboxPasswordInvalid]: (_error, t) => t('wallet.errors.passwordInvalid', { min: SAFEBOX_PASSWORD_LENGTH.min, max: SAFEBOX_PASSWORD_LENGTH.max }),
  [WalletErrcode.SafeboxPasswordTooCommon]: 'wallet.errors.passwordTooCommon',
  [WalletErrcode.PointsBelowMinimum]: (_error, t, { minimumPoints }) => (minimumPoints
    ? t('wallet.errors.pointsBelowMinimumOf', { minimum: minimumPoints })
    : t('wallet.errors.pointsBelowMinimum')),
  [WalletErrcode.TurnoverOutstanding]: 'wallet.errors.turnoverOutstanding',
  [Errcode.PasswordUndecryptable]: 'wallet.errors.passwordUnreadable',
};

/** What the player reads when a wallet action fails: the wallet's table, then the common tail. */
export function describeWalletFailure(error: unknown, t: TFunction, action: WalletAction, extra: { minimumPoints?: string } = {}): string {
  return failureText(error, t, WALLET_TEXTS, { action, minimumPoints: extra.minimumPoints });
}
