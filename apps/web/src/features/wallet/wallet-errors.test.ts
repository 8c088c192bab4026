import { beforeAll, describe, expect, it } from 'vitest';
import { Errcode, WalletErrcode } from '@casino/contract';
import type { SafeboxPasswordWrongReply } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../shared/api/errors.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { registerWalletTexts } from './texts.ts';
import { describeWalletFailure } from './wallet-errors.ts';

const t = i18n.t.bind(i18n);
const refused = (errcode: number, extra: { msg?: string; retryAfter?: number; code?: number } = {}) =>
  new CallError('safeboxWithdraw', { code: extra.code ?? 200, errcode, msg: extra.msg, retryAfter: extra.retryAfter });

describe('describeWalletFailure', () => {
  beforeAll(() => registerWalletTexts());

  it('explains an insufficient balance in terms of the balance debited', () => {
    const error = refused(WalletErrcode.InsufficientBalance);
    expect(describeWalletFailure(error, t, 'safeboxIn')).toBe('Not enough coins in your main balance.');
    expect(describeWalletFailure(error, t, 'safeboxOut')).toBe('Not enough coins in your safebox.');
    expect(describeWalletFailure(error, t, 'points')).toBe('Not enough points.');
  });

  it('tells how many attempts are left after a wrong safebox password, from the reply\'s attemptsLeft', () => {
    const wrong = (attemptsLeft: number): SafeboxPasswordWrongReply =>
      ({ code: 200, errcode: WalletErrcode.SafeboxPasswordWrong, msg: 'Wrong safebox password', attemptsLeft });
    expect(describeWalletFailure(new CallError('safeboxWithdraw', wrong(3)), t, 'safeboxOut')).toBe('Wrong safebox password. 3 attempts left before the safebox locks.');
    expect(describeWalletFailure(new CallError('modifySafePassword', wrong(1)), t, 'password')).toBe('Wrong safebox password. 1 attempt left before the safebox locks.');
    expect(describeWalletFailure(refused(WalletErrcode.SafeboxPasswordWrong), t, 'password')).toBe('Wrong safebox password.');
  });

  it('ignores a count written only in the message', () => {
    const error = refused(WalletErrcode.SafeboxPasswordWrong, { msg: 'Wrong safebox password; 3 attempt(s) left before the safebox locks' });
    expect(describeWalletFailure(error, t, 'safeboxOut')).toBe('Wrong safebox password.');
  });

  it('tells how long a locked safebox stays locked', () => {
    expect(describeWalletFailure(refused(WalletErrcode.SafeboxLocked, { retryAfter: 900 }), t, 'safeboxOut'))
      .toBe('Too many wrong passwords: the safebox is locked. Try again in 15 minutes.');
    expect(describeWalletFailure(refused(WalletErrcode.SafeboxLocked, { retryAfter: 61 }), t, 'safeboxOut'))
      .toBe('Too many wrong passwords: the safebox is locked. Try again in 2 minutes.');
    expect(describeWalletFailure(refused(WalletErrcode.SafeboxLocked, { retryAfter: 1 }), t, 'safeboxOut'))
      .toBe('Too many wrong passwords: the safebox is locked. Try again in 1 second.');
    expect(describeWalletFailure(refused(WalletErrcode.SafeboxLocked), t, 'safeboxOut'))
      .toBe('Too many wrong passwords: the safebox is locked for a while.');
  });

  it('gives every other wallet errcode its own message', () => {
    const cases: Array<[number, string]> = [
      [WalletErrcode.RequestIdReused, 'This request was already used for a different amount. Please try again.'],
      [WalletErrcode.RequestInProgress, 'Your previous request is still being processed. Please wait a moment and try again.'],
      [WalletErrcode.SafeboxPasswordNotSet, 'Set a safebox password first.'],
      [WalletErrcode.SafeboxPasswordAlreadySet, 'A safebox password is already set. Change it with your current password.'],
      [WalletErrcode.SafeboxPasswordInvalid, 'The safebox password must be 6-64 characters.'],
      [WalletErrcode.SafeboxPasswordTooCommon, 'This safebox password is too easy to guess; choose another.'],
      [WalletErrcode.PointsBelowMinimum, 'That is fewer points than the minimum exchange.'],
      [WalletErrcode.TurnoverOutstanding, 'Finish the wagering requirement before withdrawing.'],
      [Errcode.PasswordUndecryptable, 'The password could not be read. Reload the page and try again.'],
    ];
    for (const [errcode, text] of cases) expect(describeWalletFailure(refused(errcode), t, 'safeboxOut'), String(errcode)).toBe(text);
    expect(new Set(Object.values(WalletErrcode).map((code) => describeWalletFailure(refused(code), t, 'safeboxOut'))).size)
      .toBe(Object.values(WalletErrcode).length);
  });

  it('names the minimum when the page knows it', () => {
    expect(describeWalletFailure(refused(WalletErrcode.PointsBelowMinimum), t, 'points', { minimumPoints: '100.00' }))
      .toBe('Exchange at least 100.00 points.');
  });

  it('falls back to the errcode, rate limits, bad input and the network', () => {
    expect(describeWalletFailure(refused(4242), t, 'safeboxIn')).toBe('Request failed (error 4242).');
    expect(describeWalletFailure(refused(429, { code: 429, retryAfter: 30 }), t, 'safeboxIn')).toBe('Too many attempts. Please try again in 30 s.');
    expect(describeWalletFailure(refused(400, { code: 400, msg: 'amount: too big' }), t, 'safeboxIn')).toBe('amount: too big');
    expect(describeWalletFailure(new ClientError(ClientErrorKind.Timeout), t, 'safeboxIn')).toBe('Network Error');
  });
});
