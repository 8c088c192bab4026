import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@casino/contract';
import { site } from '../../test/fixtures.ts';
import {
  canSubmitLogin, checkOtpSend, checkPhoneRegistration, checkUsernameRegistration, otpRequired, usesOtpRegistration,
} from './validation.ts';

const with_ = (changes: Partial<SiteConfig>): SiteConfig => ({ ...site, ...changes });

describe('§5 login', () => {
  it('needs both account and password', () => {
    expect(canSubmitLogin('', 'x')).toBe(false);
    expect(canSubmitLogin('   ', 'x')).toBe(false);
    expect(canSubmitLogin('ace', '')).toBe(false);
    expect(canSubmitLogin('ace', 'x')).toBe(true);
  });
});

describe('§5 username registration', () => {
  const form = { username: 'luckyace7', password: 'goodpass1', confirmation: 'goodpass1' };

  it('accepts a valid form', () => {
    expect(checkUsernameRegistration(form, site)).toBeNull();
  });

  it('wants letters and digits only, within the configured length', () => {
    const tip = { key: 'login.loginUsernameTip', params: { min: 6, max: 16 } };
    expect(checkUsernameRegistration({ ...form, username: 'ace' }, site)).toEqual(tip);
    expect(checkUsernameRegistration({ ...form, username: 'a'.repeat(17) }, site)).toEqual(tip);
    expect(checkUsernameRegistration({ ...form, username: 'lucky_ace' }, site)).toEqual(tip);
    expect(checkUsernameRegistration({ ...form, username: 'lucky ace' }, site)).toEqual(tip);
    expect(checkUsernameRegistration({ ...form, username: 'a'.repeat(16) }, site)).toBeNull();
  });

  it('checks the password length, then the confirmation', () => {
    expect(checkUsernameRegistration({ ...form, password: 'short', confirmation: 'short' }, site))
      .toEqual({ key: 'login.loginPasswordTip', params: { min: 8, max: 20 } });
    expect(checkUsernameRegistration({ ...form, password: 'x'.repeat(21), confirmation: 'x'.repeat(21) }, site))
      .toEqual({ key: 'login.loginPasswordTip', params: { min: 8, max: 20 } });
    expect(checkUsernameRegistration({ ...form, confirmation: '' }, site)).toEqual({ key: 'login.loginConfirmationTip' });
    expect(checkUsernameRegistration({ ...form, confirmation: 'goodpass2' }, site)).toEqual({ key: 'login.loginConfirmationTip' });
  });
});

describe('§5 phone registration', () => {
  const phoneSite = with_({ registerType: 'phone' });
  const form = { mobile: '3001234567', password: 'goodpass1', confirmation: 'goodpass1', code: '123456' };

  it('accepts a valid form, trimming phone and code', () => {
    expect(checkPhoneRegistration({ ...form, mobile: ' 3001234567 ', code: ' 123456 ' }, phoneSite)).toBeNull();
  });

  it('checks the configured first character before the length', () => {
    expect(checkPhoneRegistration({ ...form, mobile: '9001234567' }, phoneSite))
      .toEqual({ key: 'login.mobileInputTips1', params: { prefix: '3' } });
    expect(checkPhoneRegistration({ ...form, mobile: '300123' }, phoneSite))
      .toEqual({ key: 'login.loginPhoneTip', params: { min: 10, max: 11 } });
    expect(checkPhoneRegistration({ ...form, mobile: '9001' }, with_({ registerType: 'phone', accountRule: { mobileStartsWith: '' } })))
      .toEqual({ key: 'login.loginPhoneTip', params: { min: 10, max: 11 } });
  });

  it('asks for the OTP only when otpStatus is on and the mode is green or the type is phone', () => {
    expect(checkPhoneRegistration({ ...form, code: '' }, phoneSite)).toEqual({ key: 'login.loginOtpTip' });
    expect(checkPhoneRegistration({ ...form, code: '12' }, phoneSite)).toEqual({ key: 'login.loginOtpTip' });
    expect(checkPhoneRegistration({ ...form, code: '' }, with_({ registerType: 'phone', otpStatus: false }))).toBeNull();
    expect(checkPhoneRegistration({ ...form, code: '' }, with_({ registerType: 'phoneNoOtp' }))).toBeNull();
    expect(checkPhoneRegistration({ ...form, code: '' }, with_({ registerType: 'phoneNoOtp', mode: 'green' })))
      .toEqual({ key: 'login.loginOtpTip' });
    expect(otpRequired(with_({ registerType: 'phone' }))).toBe(true);
  });

  it('uses the OTP-verifying endpoint when otpStatus is on and the type is not phoneNoOtp', () => {
    expect(usesOtpRegistration(with_({ registerType: 'phone', otpStatus: true }))).toBe(true);
    expect(usesOtpRegistration(with_({ registerType: 'phone', otpStatus: false }))).toBe(false);
    expect(usesOtpRegistration(with_({ registerType: 'phoneNoOtp', otpStatus: true }))).toBe(false);
  });
});

describe('§5 OTP send', () => {
  it('needs the number within bounds and matching the prefix', () => {
    expect(checkOtpSend(' 3001234567 ', site)).toBeNull();
    expect(checkOtpSend('300', site)).toEqual({ key: 'login.loginPhoneTip', params: { min: 10, max: 11 } });
    expect(checkOtpSend('4001234567', site)).toEqual({ key: 'login.mobileInputTips1', params: { prefix: '3' } });
  });
});
