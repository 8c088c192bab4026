import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { Errcode, PaymentErrcode, WalletErrcode } from '@casino/contract';
import type { Envelope, SafeboxPasswordWrongReply, WithdrawPasswordWrongReply } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../../shared/api/errors.ts';
import { registerPaymentTexts } from '../texts.ts';
import { attemptsLeft, describePaymentFailure } from './payment-errors.ts';

const refused = (errcode: number, extra: { msg?: string; retryAfter?: number; code?: number } = {}) =>
  new CallError('exchange', { code: extra.code ?? 200, errcode, msg: extra.msg, retryAfter: extra.retryAfter });
/** A wrong wallet password as the server answers it: the count is a field of the reply. */
const wrongPassword = (attemptsLeft: number, msg = 'Wrong safebox password'): WithdrawPasswordWrongReply =>
  ({ code: 200, errcode: PaymentErrcode.WithdrawPasswordWrong, msg, attemptsLeft });

describe('describePaymentFailure', () => {
  beforeAll(() => registerPaymentTexts());
  const t = i18n.t;

  it.each([
    [PaymentErrcode.ChannelUnavailable, 'This payment channel is not available right now. Please choose another one.', undefined],
    [PaymentErrcode.ProviderUnavailable, 'The payment provider is not available right now. Nothing was charged. Please try again later.', undefined],
    [PaymentErrcode.TooManyOpenOrders, 'You have too many unpaid deposit orders. Pay one of them or wait until they expire.', undefined],
    [PaymentErrcode.OrderNotFound, 'We could not find that deposit order.', undefined],
    [PaymentErrcode.KycRequired, 'Verify your identity before your first withdrawal.', 'kyc'],
    [PaymentErrcode.KycPending, 'Your identity verification is still being reviewed. You can withdraw once it is approved.', 'kyc'],
    [PaymentErrcode.NoBoundAccount, 'Bind a bank account or e-wallet to withdraw to.', 'bind'],
    [PaymentErrcode.WithdrawPasswordNotSet, 'Set a wallet password first.', 'password'],
    [PaymentErrcode.TurnoverOutstanding, 'Finish the wagering requirement before withdrawing.', 'turnover'],
    [PaymentErrcode.DailyAmountExceeded, 'This would take you over today\'s withdrawal limit.', undefined],
    [PaymentErrcode.DailyCountExceeded, 'You have used all your withdrawals for today. Try again tomorrow.', undefined],
    [PaymentErrcode.InsufficientBalance, 'Not enough coins in your balance.', undefined],
    [PaymentErrcode.RequestIdReused, 'This request was already used for a different withdrawal. Please try again.', undefined],
    [PaymentErrcode.RequestInProgress, 'Your previous request is still being processed. Please wait a moment and try again.', undefined],
    [PaymentErrcode.BankUnknown, 'That bank or e-wallet is not available.', undefined],
    [PaymentErrcode.AccountNotFound, 'No account is bound for that bank or e-wallet.', 'bind'],
    [PaymentErrcode.AccountInUse, 'A withdrawal to this account is still being processed. Change it once the withdrawal is done.', undefined],
    [PaymentErrcode.AccountNumberTaken, 'This account is already bound to another player.', undefined],
    [WalletErrcode.InsufficientBalance, 'Not enough coins in your balance.', undefined],
    [Errcode.PasswordUndecryptable, 'The password could not be read. Reload the page and try again.', undefined],
  ])('errcode %s -> its own message', (errcode, message, remedy) => {
    expect(describePaymentFailure(refused(errcode), t, 'withdraw')).toEqual(remedy ? { message, remedy } : { message });
  });

  it('cancelling a withdrawal: not found names the withdrawal; too late says it was already approved or finished', () => {
    expect(describePaymentFailure(refused(PaymentErrcode.OrderNotFound), t, 'cancelWithdrawal')).toEqual({ message: 'We could not find that withdrawal.' });
    expect(describePaymentFailure(refused(PaymentErrcode.WithdrawalNotCancellable), t, 'cancelWithdrawal'))
      .toEqual({ message: 'This withdrawal has already been approved or finished, so it can no longer be cancelled.' });
  });

  it('names the limit when it is known', () => {
    expect(describePaymentFailure(refused(PaymentErrcode.AmountBelowMinimum), t, 'withdraw', { min: 100_00 }).message)
      .toBe('The amount is below the minimum of 100.00.');
    expect(describePaymentFailure(refused(PaymentErrcode.AmountAboveMaximum), t, 'deposit', { max: 50_000_00 }).message)
      .toBe('The amount is above the maximum of 50,000.00.');
    expect(describePaymentFailure(refused(PaymentErrcode.AmountAboveMaximum), t, 'deposit').message).toBe('The amount is above the maximum.');
  });

  it('says a deposit needs the channel\'s account bound', () => {
    expect(describePaymentFailure(refused(PaymentErrcode.NoBoundAccount), t, 'deposit'))
      .toEqual({ message: 'Bind your account for this channel first.', remedy: 'bind' });
  });

  it('tells the attempts left after a wrong wallet password, and how long a lock lasts', () => {
    expect(describePaymentFailure(new CallError('exchange', wrongPassword(2)), t, 'withdraw').message)
      .toBe('Wrong wallet password. 2 attempts left before withdrawals lock.');
    expect(describePaymentFailure(new CallError('exchange', wrongPassword(1)), t, 'withdraw').message)
      .toBe('Wrong wallet password. 1 attempt left before withdrawals lock.');
    expect(describePaymentFailure(refused(PaymentErrcode.WithdrawPasswordWrong), t, 'withdraw').message).toBe('Wrong wallet password.');
    expect(describePaymentFailure(refused(PaymentErrcode.WithdrawPasswordLocked, { retryAfter: 900 }), t, 'withdraw').message)
      .toBe('Too many wrong passwords: withdrawals are locked. Try again in 15 minutes.');
    expect(describePaymentFailure(refused(PaymentErrcode.WithdrawPasswordLocked), t, 'withdraw').message)
      .toBe('Too many wrong passwords: withdrawals are locked for a while.');
  });

  it('§8: any other refusal of a deposit order shows the common refresh-failed text with the code', () => {
    expect(describePaymentFailure(refused(9999), t, 'deposit').message).toBe('Refresh failed (error 9999).');
    expect(describePaymentFailure(refused(9999), t, 'withdraw').message).toBe('Request failed (error 9999).');
  });

  it('shows the server\'s field message for bad input, the wait for too many requests, and the network text otherwise', () => {
    expect(describePaymentFailure(refused(400, { code: 400, msg: 'cardNum: must be the 11-digit mobile number' }), t, 'account').message)
      .toBe('cardNum: must be the 11-digit mobile number');
    expect(describePaymentFailure(refused(429, { code: 429, retryAfter: 30 }), t, 'deposit').message).toBe('Too many attempts. Please try again in 30 s.');
    expect(describePaymentFailure(new ClientError(ClientErrorKind.Timeout), t, 'deposit').message).toBe('Network Error');
  });

  it('reads the attempts left from the reply\'s attemptsLeft field, never from the message text', () => {
    expect(attemptsLeft(new CallError('exchange', wrongPassword(3)))).toBe(3);
    // The wallet's own refusal carries the same field.
    const safebox: SafeboxPasswordWrongReply = { code: 200, errcode: WalletErrcode.SafeboxPasswordWrong, msg: 'Wrong safebox password', attemptsLeft: 4 };
    expect(describePaymentFailure(new CallError('exchange', safebox), t, 'withdraw').message).toBe('Wrong wallet password. 4 attempts left before withdrawals lock.');
    // A count only in the text is not read; a malformed field is ignored.
    expect(attemptsLeft(refused(PaymentErrcode.WithdrawPasswordWrong, { msg: 'Wrong password; 3 attempt(s) left' }))).toBeNull();
    expect(describePaymentFailure(refused(PaymentErrcode.WithdrawPasswordWrong, { msg: 'Wrong password; 3 attempt(s) left' }), t, 'withdraw').message)
      .toBe('Wrong wallet password.');
    const malformed = (attemptsLeft: unknown) => new CallError('exchange', { code: 200, errcode: PaymentErrcode.WithdrawPasswordWrong, attemptsLeft } as Envelope);
    expect(attemptsLeft(malformed(0))).toBeNull();
    expect(attemptsLeft(malformed('2'))).toBeNull();
    expect(attemptsLeft(malformed(1.5))).toBeNull();
  });
});
