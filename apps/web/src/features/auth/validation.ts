import type { SiteConfig } from '@casino/contract';
import { Limits } from '@casino/contract';

/** A rule of §5 that failed: the message key and its parameters. */
export type Problem =
  | { key: 'login.loginUsernameTip'; params: { min: number; max: number } }
  | { key: 'login.loginPasswordTip'; params: { min: number; max: number } }
  | { key: 'login.loginConfirmationTip' }
  | { key: 'login.loginPhoneTip'; params: { min: number; max: number } }
  | { key: 'login.mobileInputTips1'; params: { prefix: string } }
  | { key: 'login.loginOtpTip' };

type Site = Pick<SiteConfig, 'mode' | 'registerType' | 'otpStatus' | 'accountLengthMin' | 'accountLengthMax'
  | 'usernameLengthMin' | 'usernameLengthMax' | 'passwordLengthMin' | 'passwordLengthMax' | 'accountRule'>;

const between = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** Login: both fields present, otherwise nothing is submitted (no message). */
export function canSubmitLogin(account: string, password: string): boolean {
  return account.trim().length > 0 && password.length > 0;
}

export function checkUsername(username: string, site: Site): Problem | null {
  const ok = /^[A-Za-z0-9]+$/.test(username) && between(username, site.usernameLengthMin, site.usernameLengthMax);
  return ok ? null : { key: 'login.loginUsernameTip', params: { min: site.usernameLengthMin, max: site.usernameLengthMax } };
}

export function checkPassword(password: string, site: Site): Problem | null {
  return between(password, site.passwordLengthMin, site.passwordLengthMax)
    ? null
    : { key: 'login.loginPasswordTip', params: { min: site.passwordLengthMin, max: site.passwordLengthMax } };
}

export function checkConfirmation(password: string, confirmation: string): Problem | null {
  return confirmation.length > 0 && confirmation === password ? null : { key: 'login.loginConfirmationTip' };
}

/** The phone number (already trimmed): configured first character, then length bounds. */
export function checkPhone(mobile: string, site: Site): Problem | null {
  const prefix = site.accountRule.mobileStartsWith;
  if (prefix && !mobile.startsWith(prefix.charAt(0))) return { key: 'login.mobileInputTips1', params: { prefix: prefix.charAt(0) } };
  if (!/^\d*$/.test(mobile) || !between(mobile, site.accountLengthMin, site.accountLengthMax)) {
    return { key: 'login.loginPhoneTip', params: { min: site.accountLengthMin, max: site.accountLengthMax } };
  }
  return null;
}

export function checkOtp(code: string): Problem | null {
  return new RegExp(`^\\d{${Limits.otpLength}}$`).test(code) ? null : { key: 'login.loginOtpTip' };
}

/** §5: an OTP is asked for when otpStatus is on and the mode is green or the type is phone. */
export function otpRequired(site: Site): boolean {
  return site.otpStatus && (site.mode === 'green' || site.registerType === 'phone');
}

/** §5: the OTP-verifying endpoint when otpStatus is on and the type is not the no-OTP one. */
export function usesOtpRegistration(site: Site): boolean {
  return site.otpStatus && site.registerType !== 'phoneNoOtp';
}

export function checkUsernameRegistration(form: { username: string; password: string; confirmation: string }, site: Site): Problem | null {
  return checkUsername(form.username, site) ?? checkPassword(form.password, site) ?? checkConfirmation(form.password, form.confirmation);
}

export function checkPhoneRegistration(
  form: { mobile: string; password: string; confirmation: string; code: string }, site: Site,
): Problem | null {
  return checkPhone(form.mobile.trim(), site)
    ?? checkPassword(form.password, site)
    ?? checkConfirmation(form.password, form.confirmation)
    ?? (otpRequired(site) ? checkOtp(form.code.trim()) : null);
}

/** OTP send: the number within length bounds and matching the prefix. */
export function checkOtpSend(mobile: string, site: Site): Problem | null {
  return checkPhone(mobile.trim(), site);
}
