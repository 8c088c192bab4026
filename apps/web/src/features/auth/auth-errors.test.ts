import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { Errcode, PrivacyErrcode } from '@casino/contract';
import { CallError } from '../../shared/api/errors.ts';
import { describeAuthFailure } from './auth-errors.ts';
import { registerAuthTexts } from './texts.ts';

const refusal = (errcode: number) => new CallError('accountLogin', { code: 200, errcode, msg: 'refused' });

describe('describeAuthFailure', () => {
  beforeAll(() => registerAuthTexts());

  it('tells a player whose account is closed that it is, with the code', () => {
    expect(describeAuthFailure(refusal(PrivacyErrcode.AccountClosed), i18next.t, 'login'))
      .toBe('This account was closed at your request. Please contact customer service to talk about it. (3601)');
  });

  it('keeps the §8 messages of the login set and the generic one for other codes', () => {
    expect(describeAuthFailure(refusal(Errcode.AccountBanned), i18next.t, 'login')).toBe('This account has been suspended. Please contact customer service. (1047)');
    expect(describeAuthFailure(refusal(4242), i18next.t, 'login')).toBe('Login failed (error 4242).');
  });
});
