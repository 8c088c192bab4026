import type { TFunction } from 'i18next';
import { Code, Errcode, LOGIN_SPECIFIC_ERRCODES, PHONE_REGISTER_EXTRA_ERRCODES } from '@casino/contract';
import { isCallError } from '../../shared/api/errors.ts';

/**
 * login and the two registrations follow §8; otp covers the other OTP-verified forms (reset,
 * bind); password is the password change.
 */
export type AuthAction = 'login' | 'register' | 'phoneRegister' | 'otp' | 'password';

type SpecificCode = (typeof LOGIN_SPECIFIC_ERRCODES)[number] | (typeof PHONE_REGISTER_EXTRA_ERRCODES)[number]
  | typeof Errcode.PasswordTooCommon | typeof Errcode.RegistrationMethodDisabled;

/**
 * Codes with their own message, per action. §8 names the login set (plus 1045 for phone
 * registration); registration also explains the two rules only it can break.
 */
const specificCodes: Record<AuthAction, readonly number[]> = {
  login: LOGIN_SPECIFIC_ERRCODES,
  register: [...LOGIN_SPECIFIC_ERRCODES, Errcode.PasswordTooCommon, Errcode.RegistrationMethodDisabled],
  phoneRegister: [...LOGIN_SPECIFIC_ERRCODES, ...PHONE_REGISTER_EXTRA_ERRCODES, Errcode.PasswordTooCommon, Errcode.RegistrationMethodDisabled],
  otp: LOGIN_SPECIFIC_ERRCODES,
  password: [Errcode.PasswordTooCommon],
};

/** The text to show when a login, registration or OTP-verified request fails (§8). */
export function describeAuthFailure(error: unknown, t: TFunction, action: AuthAction): string {
  if (!isCallError(error)) return t('common.networkError');
  if (specificCodes[action].includes(error.errcode)) {
    // §8: the specific message plus the code, so support can tell which rule refused.
    const text = `${t(`login.loginFailed${error.errcode as SpecificCode}`)} (${error.errcode})`;
    return error.errcode === Errcode.AccountLocked && error.retryAfter
      ? `${text} ${t('login.lockedFor', { seconds: error.retryAfter })}`
      : text;
  }
  if (error.code === Code.TooMany) return t('common.tooManyAttempts', { seconds: error.retryAfter ?? 60 });
  const generic = action === 'otp' || action === 'password' ? t('common.requestFailed', { code: error.errcode }) : t('login.loginFailed', { code: error.errcode });
  if (error.code === Code.BadInput) return error.serverMessage ?? generic;
  return generic;
}
