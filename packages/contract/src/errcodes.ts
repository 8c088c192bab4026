/**
 * Errcodes: a rule refused the request (HTTP 200, code 200, errcode N).
 * §8 names the login/registration codes; their meanings are ours (docs/decisions/002).
 */
export const Errcode = {
  Ok: 0,
  /** Login: no account with that username or phone. */
  AccountNotFound: 101,
  /** Login: the password does not match. */
  WrongPassword: 102,
  /** Registration: that username is taken. */
  UsernameTaken: 1018,
  /** Registration or bind: that phone number already belongs to an account. */
  PhoneTaken: 1019,
  /** The OTP does not match the last one sent. */
  OtpInvalid: 1020,
  /** The OTP is older than 10 minutes or already used. */
  OtpExpired: 1043,
  /** Phone registration: the number does not fit the site's length or prefix rules. */
  PhoneInvalid: 1045,
  /** The account is banned. */
  AccountBanned: 1047,
  /** Too many wrong passwords: locked for a while (retryAfter seconds). */
  AccountLocked: 1049,
  /** The password is among the most common passwords. */
  PasswordTooCommon: 1051,
  /** This registration method is not enabled on this site. */
  RegistrationMethodDisabled: 1053,
  /** The account already has a phone bound. */
  PhoneAlreadyBound: 1055,
  /** Password change: the current password does not match. */
  CurrentPasswordWrong: 1056,
  /** The encrypted password could not be decrypted with the site key. */
  PasswordUndecryptable: 1057,
  /** LINE login: no LINE provider is configured on this site. */
  LineLoginUnavailable: 1060,
  /** LINE login: the state is not one lineLoginState issued, has expired, or was already used. */
  LineStateInvalid: 1061,
  /** LINE login: the provider did not accept the code (wrong, expired or already used), or could not be reached. */
  LineAuthorizationFailed: 1062,
  /** LINE login: the provider's ID token failed verification (signature, issuer, audience, expiry or nonce). */
  LineTokenInvalid: 1063,
} as const;
export type Errcode = (typeof Errcode)[keyof typeof Errcode];

/** Codes of §8 for which the web app shows the specific login.loginFailed{code} message. */
export const LOGIN_SPECIFIC_ERRCODES = [101, 102, 1018, 1019, 1020, 1043, 1047, 1049] as const;
export const PHONE_REGISTER_EXTRA_ERRCODES = [1045] as const;

/** Envelope `code` values (ARCHITECTURE.md wire protocol). */
export const Code = { Ok: 200, BadInput: 400, Unauthorized: 401, TooMany: 429, ServerError: 500 } as const;
