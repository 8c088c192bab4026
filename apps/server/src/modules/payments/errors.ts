import { PaymentErrcode, WalletErrcode } from '@casino/contract';
import { Refusal, refusal } from '../../platform/refusal.ts';
import { LedgerRefusal } from '../wallet/index.ts';

/**
 * The payments module's one table from the errors of the modules it calls to its errcodes.
 * Its own rules throw `refusal(PaymentErrcode...)` / `badInputRefusal(...)` where they decide.
 */

/** The wallet's password refusals in the withdrawal's own codes. */
const PASSWORD_REFUSALS: Record<number, number> = {
  [WalletErrcode.SafeboxPasswordNotSet]: PaymentErrcode.WithdrawPasswordNotSet,
  [WalletErrcode.SafeboxPasswordWrong]: PaymentErrcode.WithdrawPasswordWrong,
  [WalletErrcode.SafeboxLocked]: PaymentErrcode.WithdrawPasswordLocked,
};

/**
 * A wallet or ledger refusal met during a withdrawal, as the player sees it. A wallet password
 * refusal takes the withdrawal's errcode and keeps its message, retryAfter and fields (a wrong
 * password's attemptsLeft); any other Refusal (the wallet's other rules, the payments' own,
 * whose errcodes never collide with the table's) and anything else pass unchanged.
 */
export function asPaymentError(err: unknown): unknown {
  if (err instanceof Refusal) {
    const errcode = PASSWORD_REFUSALS[err.errcode];
    return errcode === undefined ? err : new Refusal(errcode, err.message, err.options);
  }
  if (err instanceof LedgerRefusal && err.reason === 'insufficient_balance') {
    return refusal(PaymentErrcode.InsufficientBalance, 'Insufficient balance');
  }
  if (err instanceof LedgerRefusal && err.reason === 'request_in_progress') {
    return refusal(PaymentErrcode.RequestInProgress, 'This request is being processed; try again');
  }
  return err;
}
