import { PaymentErrcode, WalletErrcode } from '@casino/contract';
import type { Envelope, WithdrawPasswordWrongReply } from '@casino/contract';
import { LedgerRefusal } from '../wallet/ledger.ts';
import { WalletError } from '../wallet/errors.ts';

/** Fields some refusals add to the envelope, as the contract declares them per errcode. */
export type PaymentRefusalFields = Partial<Omit<WithdrawPasswordWrongReply, keyof Envelope>>;

/** A payment rule refused the request: code 200 with this errcode; nothing was written. */
export class PaymentError extends Error {
  constructor(readonly errcode: number, message: string, readonly retryAfter?: number, readonly fields: PaymentRefusalFields = {}) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** Bad input the contract cannot judge alone (it depends on the bank): code 400 naming the field. */
export class PaymentInputError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'PaymentInputError';
  }
}

/** The wallet's password refusals in the withdrawal's own codes. */
const PASSWORD_REFUSALS: Record<number, number> = {
  [WalletErrcode.SafeboxPasswordNotSet]: PaymentErrcode.WithdrawPasswordNotSet,
  [WalletErrcode.SafeboxPasswordWrong]: PaymentErrcode.WithdrawPasswordWrong,
  [WalletErrcode.SafeboxLocked]: PaymentErrcode.WithdrawPasswordLocked,
};

/**
 * A wallet or ledger refusal met during a withdrawal, as the player sees it, with the fields
 * its errcode adds (a wrong password's attemptsLeft); anything else unchanged.
 */
export function asPaymentError(err: unknown): unknown {
  if (err instanceof WalletError) {
    const errcode = PASSWORD_REFUSALS[err.errcode] ?? err.errcode;
    return new PaymentError(errcode, err.message, err.retryAfter, err.fields);
  }
  if (err instanceof LedgerRefusal && err.reason === 'insufficient_balance') {
    return new PaymentError(PaymentErrcode.InsufficientBalance, 'Insufficient balance');
  }
  if (err instanceof LedgerRefusal && err.reason === 'request_in_progress') {
    return new PaymentError(PaymentErrcode.RequestInProgress, 'This request is being processed; try again');
  }
  return err;
}
