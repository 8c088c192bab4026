import type { TFunction } from 'i18next';
import { Errcode, LOGIN_SPECIFIC_ERRCODES, PHONE_REGISTER_EXTRA_ERRCODES, PrivacyErrcode } from '@casino/contract';
import { failureText } from '../../shared/i18n/failure-text.ts';
import type { ErrcodeTable, ErrcodeText } from '../../shared/i18n/failure-text.ts';

/**
 * login and the two registrations follow §8; otp covers the other OTP-verified forms (reset,
 * bind); password is the password change.
 */
export type AuthAction = 'login' | 'register' | 'phoneRegister' | 'otp' | 'password';

type SpecificCode = (typeof LOGIN_SPECIFIC_ERRCODES)[number] | (typeof PHONE_REGISTER_EXTRA_ERRCODES)[number]
  | typeof Errcode.PasswordTooCommon | typeof Errcode.RegistrationMethodDisabled | typeof PrivacyErrcode.AccountClosed;

/**
 * Codes with their own message, per action. §8 names the login set (plus 1045 for phone
 * registration); registration also explains the two rules only it can break.
 */
const specificCodes: Record<AuthAction, readonly number[]> = {
  // A closed account says so rather than "login failed" (docs/decisions/069).
  login: [...LOGIN_SPECIFIC_ERRCODES, PrivacyErrcode.AccountClosed],
  register: [...LOGIN_SPECIFIC_ERRCODES, Errcode.PasswordTooCommon, Errcode.RegistrationMethodDisabled],
  phoneRegister: [...LOGIN_SPECIFIC_ERRCODES, ...PHONE_REGISTER_EXTRA_ERRCODES, Errcode.PasswordTooCommon, Errcode.RegistrationMethodDisabled],
  otp: LOGIN_SPECIFIC_ERRCODES,
  password: [Errcode.PasswordTooCommon],
};

/** §8: the specific message plus the code, so support can tell which rule refused; a locked account adds the wait. */
const specificText: ErrcodeText = (error, t) => {
  const text = `${t(`login.loginFailed${error.errcode as SpecificCode}`)} (${error.errcode})`;
  return error.errcode === Errcode.AccountLocked && error.retryAfter
    ? `${text} ${t('login.lockedFor', { seconds: error.retryAfter })}`
    : text;
};

/** The accounts' errcode tables, one per action. */
const AUTH_TEXTS = Object.fromEntries(
  Object.entries(specificCodes).map(([action, codes]) => [action, Object.fromEntries(codes.map((code) => [code, specificText]))]),
) as Record<AuthAction, ErrcodeTable>;

/** The text to show when a login, registration or OTP-verified request fails (§8): the action's table, then the common tail. */
export function describeAuthFailure(error: unknown, t: TFunction, action: AuthAction): string {
  return failureText(error, t, AUTH_TEXTS[action], undefined, (refusal) => (action === 'otp' || action === 'password'
    ? t('common.requestFailed', { code: refusal.errcode })
    : t('login.loginFailed', { code: refusal.errcode })));
}
