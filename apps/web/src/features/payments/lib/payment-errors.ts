import type { TFunction } from 'i18next';
import { Errcode, PaymentErrcode, WalletErrcode } from '@casino/contract';
import type { SafeboxPasswordWrongReply, WithdrawPasswordWrongReply } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import type { CallError } from '../../../shared/api/errors.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';
import { saferPlayRefusalText } from '../../safer-play/index.ts';
import { waitText } from '../../wallet/index.ts';

/** Where the player can fix what blocked the action: verify identity, bind an account, set the wallet password, bet the turnover. */
export type PaymentRemedy = 'kyc' | 'bind' | 'password' | 'turnover';

export interface PaymentProblem {
  message: string;
  remedy?: PaymentRemedy;
}

/** Which action failed: the same errcode reads differently for a deposit and a withdrawal. */
export type PaymentAction = 'deposit' | 'withdraw' | 'cancelWithdrawal' | 'account';

export interface PaymentContext {
  /** The limits in force, hundredths, to name them in the message. */
  min?: number;
  max?: number;
}

/**
 * The attempts left before withdrawals lock, as the refusal states them (contract
 * WithdrawPasswordWrongReply, or the wallet's SafeboxPasswordWrongReply); without them the
 * player still learns the password was wrong.
 */
export function attemptsLeft(error: CallError): number | null {
  const left: unknown = (error.reply as Partial<WithdrawPasswordWrongReply | SafeboxPasswordWrongReply>).attemptsLeft;
  return typeof left === 'number' && Number.isInteger(left) && left > 0 ? left : null;
}

function lockText(error: CallError, t: TFunction): string {
  return error.retryAfter ? t('payments.errors.passwordLockedFor', { wait: waitText(t, error.retryAfter) }) : t('payments.errors.passwordLocked');
}

function wrongPasswordText(error: CallError, t: TFunction): string {
  const left = attemptsLeft(error);
  const base = t('payments.errors.passwordWrong');
  return left === null ? base : `${base} ${t('payments.errors.attemptsLeft', { count: left })}`;
}

interface PaymentTextContext extends PaymentContext {
  action: PaymentAction;
}

const E = PaymentErrcode;

/**
 * The payment refusals in the player's words: one text per errcode of the contract
 * (PaymentErrcode, and the wallet's codes a withdrawal can meet).
 */
const PAYMENT_TEXTS: ErrcodeTable<PaymentTextContext> = {
  [E.ChannelUnavailable]: 'payments.errors.channelUnavailable',
  [E.AmountBelowMinimum]: (_error, t, { min }) => (min !== undefined
    ? t('payments.errors.amountBelowMinimumOf', { min: formatMoney(min) })
    : t('payments.errors.amountBelowMinimum')),
  [E.AmountAboveMaximum]: (_error, t, { max }) => (max !== undefined
    ? t('payments.errors.amountAboveMaximumOf', { max: formatMoney(max) })
    : t('payments.errors.amountAboveMaximum')),
  [E.NoBoundAccount]: (_error, t, { action }) => t(action === 'deposit' ? 'payments.errors.noBoundAccountDeposit' : 'payments.errors.noBoundAccount'),
  [E.OrderNotFound]: (_error, t, { action }) => t(action === 'cancelWithdrawal' ? 'payments.errors.withdrawalNotFound' : 'payments.errors.orderNotFound'),
  [E.WithdrawalNotCancellable]: 'payments.errors.withdrawalNotCancellable',
  [E.ProviderUnavailable]: 'payments.errors.providerUnavailable',
  [E.TooManyOpenOrders]: 'payments.errors.tooManyOpenOrders',
  [E.KycRequired]: 'payments.errors.kycRequired',
  [E.KycPending]: 'payments.errors.kycPending',
  [E.WithdrawPasswordNotSet]: 'payments.errors.passwordNotSet',
  [WalletErrcode.SafeboxPasswordNotSet]: 'payments.errors.passwordNotSet',
  [E.WithdrawPasswordWrong]: wrongPasswordText,
  [WalletErrcode.SafeboxPasswordWrong]: wrongPasswordText,
  [E.WithdrawPasswordLocked]: lockText,
  [WalletErrcode.SafeboxLocked]: lockText,
  [E.TurnoverOutstanding]: 'payments.errors.turnoverOutstanding',
  [E.DailyAmountExceeded]: 'payments.errors.dailyAmountExceeded',
  [E.DailyCountExceeded]: 'payments.errors.dailyCountExceeded',
  [E.InsufficientBalance]: 'payments.errors.insufficientBalance',
  [WalletErrcode.InsufficientBalance]: 'payments.errors.insufficientBalance',
  [E.RequestIdReused]: 'payments.errors.requestIdReused',
  [WalletErrcode.RequestIdReused]: 'payments.errors.requestIdReused',
  [E.RequestInProgress]: 'payments.errors.requestInProgress',
  [WalletErrcode.RequestInProgress]: 'payments.errors.requestInProgress',
  [E.BankUnknown]: 'payments.errors.bankUnknown',
  [E.AccountNotFound]: 'payments.errors.accountNotFound',
  [E.AccountInUse]: 'payments.errors.accountInUse',
  [E.AccountNumberTaken]: 'payments.errors.accountNumberTaken',
  [Errcode.PasswordUndecryptable]: 'payments.errors.passwordUnreadable',
};

/** Where the player fixes what a refusal names. */
const REMEDIES: Readonly<Partial<Record<number, PaymentRemedy>>> = {
  [E.NoBoundAccount]: 'bind',
  [E.KycRequired]: 'kyc',
  [E.KycPending]: 'kyc',
  [E.WithdrawPasswordNotSet]: 'password',
  [WalletErrcode.SafeboxPasswordNotSet]: 'password',
  [E.TurnoverOutstanding]: 'turnover',
  [E.AccountNotFound]: 'bind',
};

/**
 * What the player reads when a payment call fails: the payments' table, with the place that
 * fixes it; anything else the common tail, where a deposit order refused for any other reason
 * shows §8's refresh-failed text with the code.
 */
export function describePaymentFailure(error: unknown, t: TFunction, action: PaymentAction, context: PaymentContext = {}): PaymentProblem {
  // A deposit refused for a break (3502) or a deposit limit (3510, naming it): safer play's words.
  const saferPlay = saferPlayRefusalText(error, t);
  if (saferPlay !== null) return { message: saferPlay };
  const message = failureText(error, t, PAYMENT_TEXTS, { ...context, action },
    action === 'deposit' ? (refusal) => t('common.refreshFail', { code: refusal.errcode }) : undefined);
  const remedy = isCallError(error) ? REMEDIES[error.errcode] : undefined;
  return remedy ? { message, remedy } : { message };
}
