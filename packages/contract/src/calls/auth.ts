import { z } from 'zod';
import { defineCall } from '../call.ts';
import { UserInfo } from '../models.ts';
import { Limits } from '../constants.ts';
import { ATTRIBUTION_MAX } from '../attribution-rules.ts';

/** base64 RSA-OAEP-SHA256 ciphertext of the UTF-8 password. */
export const EncryptedPassword = z.string().min(1).max(1024).regex(/^[A-Za-z0-9+/=]+$/, 'must be base64');
const Otp = z.string().trim().regex(/^\d{6}$/, 'must be 6 digits');
const Mobile = z.string().trim().min(1).max(20).regex(/^\d+$/, 'must be digits');
const CountryCode = z.string().max(8).regex(/^\+?\d{0,6}$/, 'must be digits').optional();

export const PhoneInfo = z.object({
  channel: z.string().max(32).optional(),
  appId: z.string().max(64).optional(),
  os: z.string().max(64).optional(),
  isBrowser: z.number().int().optional(),
  version: z.string().max(32).optional(),
  deviceModel: z.string().max(128).optional(),
  deviceIdJsonModel: z.object({ afuid: z.string().max(128).optional() }).optional(),
});

const LoginResult = UserInfo.extend({ token: z.string() });

export const accountLogin = defineCall({
  name: 'accountLogin', anonymous: true,
  summary: 'Log in with a username or phone number and an encrypted password.',
  body: z.object({
    account: z.string().trim().min(1).max(Limits.usernameFieldMax),
    password: EncryptedPassword,
    countryCode: CountryCode,
    outUrl: z.string().max(2048).optional(),
    phoneinfoJsonModel: PhoneInfo.optional(),
  }),
  response: LoginResult,
});

const RegisterBody = z.object({
  account: z.string().trim().min(1).max(Limits.usernameFieldMax),
  password: EncryptedPassword,
  countryCode: CountryCode,
  type: z.literal(0).optional(),
  outUrl: z.string().max(2048).optional(),
  phoneinfoJsonModel: PhoneInfo.optional(),
  /** Superior (inviter) invite code, from the invite link's outValue. */
  inviteCode: z.string().max(32).optional(),
  /** §3: the ad parameters of the visit as one string (attributionString, docs/decisions/071); recorded with the new player. */
  attribution: z.string().max(ATTRIBUTION_MAX).optional(),
  /** §6: the player declares they are not in a barred group; recorded with its time (docs/decisions/065). */
  declaration: z.literal(true, { error: 'must be true: declare that you are not in a barred group' }),
});

export const accountRegist = defineCall({
  name: 'accountRegist', anonymous: true,
  summary: 'Register with a username (registerType account) or a phone number without OTP (registerType phoneNoOtp, or OTP off).',
  body: RegisterBody,
  response: LoginResult,
});

export const accountRegist4 = defineCall({
  name: 'accountRegist4', anonymous: true,
  summary: 'Register with a phone number verified by OTP.',
  body: RegisterBody.extend({ code: Otp }),
  response: LoginResult,
});

/** OTP purposes: 0 register (the §7 value), 1 reset password, 2 bind phone. */
export const OtpPurpose = { Register: 0, ResetPassword: 1, BindPhone: 2 } as const;

export const smsSend = defineCall({
  name: 'smsSend', anonymous: true,
  summary: 'Send a 6-digit OTP to a phone number; one per number per 60 s.',
  body: z.object({ mobile: Mobile, countryCode: CountryCode, type: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  response: z.object({ resendAfter: z.number().int() }),
});

export const forgetPassword = defineCall({
  name: 'forgetPassword', anonymous: true,
  summary: 'Reset the password of the account bound to a phone, proven by OTP; ends every session.',
  body: z.object({ mobile: Mobile, countryCode: CountryCode, code: Otp, password: EncryptedPassword }),
  response: z.object({}),
});

export const bindAccount = defineCall({
  name: 'bindAccount', anonymous: false,
  summary: 'Bind a phone number to the logged-in account, proven by OTP.',
  body: z.object({ mobile: Mobile, countryCode: CountryCode, code: Otp }),
  response: z.object({ mobile: z.string() }),
});

export const modifyPassword = defineCall({
  name: 'modifyPassword', anonymous: false,
  summary: 'Change the login password; optionally end every other session.',
  body: z.object({ oldPassword: EncryptedPassword, password: EncryptedPassword, endOtherSessions: z.boolean() }),
  response: z.object({ endedSessions: z.number().int() }),
});

export const logout = defineCall({
  name: 'logout', anonymous: false,
  summary: 'End this session on the server.',
  body: z.object({}),
  response: z.object({}),
});

/** The account calls, in the order of the call list (calls/index.ts). */
export const authCalls = {
  accountLogin,
  accountRegist,
  accountRegist4,
  smsSend,
  forgetPassword,
  bindAccount,
  modifyPassword,
  logout,
} as const;
