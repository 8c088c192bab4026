import type { TFunction } from 'i18next';
import { Code, Errcode, PaymentErrcode, WalletErrcode } from '@casino/contract';
import type { SafeboxPasswordWrongReply, WithdrawPasswordWrongReply } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import type { CallError } from '../../../shared/api/errors.ts';
import { formatMoney } from '../../../shared/format/money.ts';

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

function lockText(t: TFunction, retryAfter: number | undefined): string {
  if (!retryAfter) return t('payments.errors.passwordLocked');
  const wait = retryAfter >= 60 ? t('wallet.minutes', { count: Math.ceil(retryAfter / 60) }) : t('wallet.seconds', { count: Math.max(1, retryAfter) });
  return t('payments.errors.passwordLockedFor', { wait });
}

/**
 * What the player reads when a payment call fails: one clear message per errcode of the
 * contract (PaymentErrcode, and the wallet's codes a withdrawal can meet), with the place that
 * fixes it. Anything else: §8's refresh-failed text with the code for a deposit order, the
 * server's field message for bad input, the generic text otherwise.
 */
export function describePaymentFailure(error: unknown, t: TFunction, action: PaymentAction, context: PaymentContext = {}): PaymentProblem {
  if (!isCallError(error)) return { message: t('common.networkError') };
  const E = PaymentErrcode;
  switch (error.errcode) {
    case E.ChannelUnavailable: return { message: t('payments.errors.channelUnavailable') };
    case E.AmountBelowMinimum:
      return { message: context.min !== undefined ? t('payments.errors.amountBelowMinimumOf', { min: formatMoney(context.min) }) : t('payments.errors.amountBelowMinimum') };
    case E.AmountAboveMaximum:
      return { message: context.max !== undefined ? t('payments.errors.amountAboveMaximumOf', { max: formatMoney(context.max) }) : t('payments.errors.amountAboveMaximum') };
    case E.NoBoundAccount:
      return { message: t(action === 'deposit' ? 'payments.errors.noBoundAccountDeposit' : 'payments.errors.noBoundAccount'), remedy: 'bind' };
    case E.OrderNotFound: return { message: t(action === 'cancelWithdrawal' ? 'payments.errors.withdrawalNotFound' : 'payments.errors.orderNotFound') };
    case E.WithdrawalNotCancellable: return { message: t('payments.errors.withdrawalNotCancellable') };
    case E.ProviderUnavailable: return { message: t('payments.errors.providerUnavailable') };
    case E.TooManyOpenOrders: return { message: t('payments.errors.tooManyOpenOrders') };
    case E.KycRequired: return { message: t('payments.errors.kycRequired'), remedy: 'kyc' };
    case E.KycPending: return { message: t('payments.errors.kycPending'), remedy: 'kyc' };
    case E.WithdrawPasswordNotSet:
    case WalletErrcode.SafeboxPasswordNotSet:
      return { message: t('payments.errors.passwordNotSet'), remedy: 'password' };
    case E.WithdrawPasswordWrong:
    case WalletErrcode.SafeboxPasswordWrong: {
      const left = attemptsLeft(error);
      const base = t('payments.errors.passwordWrong');
      return { message: left === null ? base : `${base} ${t('payments.errors.attemptsLeft', { count: left })}` };
    }
    case E.WithdrawPasswordLocked:
    case WalletErrcode.SafeboxLocked:
      return { message: lockText(t, error.retryAfter) };
    case E.TurnoverOutstanding: return { message: t('payments.errors.turnoverOutstanding'), remedy: 'turnover' };
    case E.DailyAmountExceeded: return { message: t('payments.errors.dailyAmountExceeded') };
    case E.DailyCountExceeded: return { message: t('payments.errors.dailyCountExceeded') };
    case E.InsufficientBalance:
    case WalletErrcode.InsufficientBalance:
      return { message: t('payments.errors.insufficientBalance') };
    case E.RequestIdReused:
    case WalletErrcode.RequestIdReused:
      return { message: t('payments.errors.requestIdReused') };
    case E.RequestInProgress:
    case WalletErrcode.RequestInProgress:
      return { message: t('payments.errors.requestInProgress') };
    case E.BankUnknown: return { message: t('payments.errors.bankUnknown') };
    case E.AccountNotFound: return { message: t('payments.errors.accountNotFound'), remedy: 'bind' };
    case E.AccountInUse: return { message: t('payments.errors.accountInUse') };
    case E.AccountNumberTaken: return { message: t('payments.errors.accountNumberTaken') };
    case Errcode.PasswordUndecryptable: return { message: t('payments.errors.passwordUnreadable') };
    default: break;
  }
  if (error.code === Code.TooMany) return { message: t('common.tooManyAttempts', { seconds: error.retryAfter ?? 60 }) };
  if (error.code === Code.BadInput && error.serverMessage) return { message: error.serverMessage };
  // §8: a deposit order refused for any other reason shows the common refresh-failed text.
  if (action === 'deposit') return { message: t('common.refreshFail', { code: error.errcode }) };
  return { message: t('common.requestFailed', { code: error.errcode }) };
}
