import { z } from 'zod';
import { defineCall } from '../call.ts';
import { UserInfo } from '../models.ts';
import { PhoneInfo } from './auth.ts';
import { ATTRIBUTION_MAX } from '../attribution-rules.ts';
import { NAME_PATTERN, NAME_RULE } from './kyc.ts';

/**
 * The profile calls (§7 Profile: updateProfile, agentFill, appUserOther, updateAppUserOther,
 * shortUrl) and the messaging-app (LINE) login (§7 lineLogin, with lineLoginState, the signed
 * state it needs). docs/decisions/059 and 060 describe the choices the spec leaves open.
 *
 * A profile rule refused the request: HTTP 200, code 200, errcode 3400-3499 (ProfileErrcode).
 * The LINE login's refusals are login refusals and keep the accounts' table (Errcode, 1060-1063).
 */
export const ProfileErrcode = {
  /** agentFill: no player has this invite code or player id. */
  InviterNotFound: 3401,
  /** agentFill: an inviter is already bound; it is bound once. */
  InviterAlreadyBound: 3402,
  /** agentFill: the code or id is the player's own. */
  InviterIsSelf: 3403,
  /** agentFill: the inviter's account is not active (banned). */
  InviterInactive: 3404,
  /** agentFill: the inviter was invited by this player, directly or further down: the binding would make a loop. */
  InviterIsInvitee: 3405,
  /** agentFill: the inviter's account has been used on this player's device (§6 one account per player). */
  InviterSameDevice: 3406,
  /** updateAppUserOther: the birthday makes the player younger than 21 (§6). */
  UnderAge: 3410,
} as const;
export type ProfileErrcode = (typeof ProfileErrcode)[keyof typeof ProfileErrcode];

/** The avatars a player may choose: numbers 0 to AVATAR_COUNT - 1, pictured at /static/avatar/avatar_{n}. */
export const AVATAR_COUNT = 12;

/** A nickname's length after trimming, in characters. */
export const NICKNAME_LENGTH_MIN = 2;
export const NICKNAME_LENGTH_MAX = 20;
/**
 * A nickname: letters and digits of any script, marks, `.`, `_` and `-`, single spaces between
 * words; it starts with a letter or a digit. The pattern's source (flag u), so the app can use
 * the same rule (the app takes plain data from the contract, not regular expressions).
 */
export const NICKNAME_PATTERN_SOURCE = '^[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}._-]*(?: [\\p{L}\\p{M}\\p{N}._-]+)*$';
const NICKNAME_RULE = 'must be letters, digits, . _ - and single spaces, starting with a letter or digit';

/** The details of appUserOther (the "user other" of §3): who the player is, beyond the account. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const REAL_NAME_LENGTH_MAX = 64;
export const EMAIL_LENGTH_MAX = 254;
/** Simple on purpose: one @, no spaces, a dot in the domain. Whether it reaches anyone is not checked. */
export const EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Invite link parameters of §9, besides outValue (the invite code) and aid. */
export const INVITE_LINK_PARAMS = { install_referrer: 'h5', share_referrer: '8' } as const;
/** The path a short link answers on: /s/{code}. */
export const SHORT_LINK_PREFIX = '/s/';
/** Where an invite link leads when no path is given: registration, which reads outValue. */
export const DEFAULT_INVITE_PATH = '/register';

/** The scope the LINE authorization asks for (§7). */
export const LINE_SCOPE = 'profile openid email';

const Nickname = z.string().trim().min(NICKNAME_LENGTH_MIN).max(NICKNAME_LENGTH_MAX).regex(new RegExp(NICKNAME_PATTERN_SOURCE, 'u'), NICKNAME_RULE);
const Avatar = z.number().int().min(0).max(AVATAR_COUNT - 1, `must be an avatar number from 0 to ${AVATAR_COUNT - 1}`);

export const updateProfile = defineCall({
  name: 'updateProfile', anonymous: false,
  summary: 'Change the nickname, the avatar, or both (at least one). Answers both as they now are.',
  body: z.object({ nickname: Nickname.optional(), avatar: Avatar.optional() }),
  response: z.object({ nickname: z.string(), avatar: z.number().int() }),
});

export const agentFill = defineCall({
  name: 'agentFill', anonymous: false,
  summary: 'Bind the inviter (superior), once: pid is the inviter\'s invite code, or their player id. Never oneself, never one\'s own invitee; the inviter must be active. Answers the new pid.',
  body: z.object({
    pid: z.union([
      z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, 'must be an invite code or a player id'),
    ]),
  }),
  response: z.object({ pid: z.number().int() }),
});

export const UserOther = z.object({
  realName: z.string(),
  email: z.string(),
  birthday: z.string().describe('YYYY-MM-DD; empty when not given'),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  /** True once the details were saved (§3 hasUserOther). */
  hasUserOther: z.boolean(),
  updatedAt: z.number().int().nullable().describe('ms since epoch; null when never saved'),
});
export type UserOther = z.infer<typeof UserOther>;

export const appUserOther = defineCall({
  name: 'appUserOther', anonymous: false,
  summary: 'The player\'s other details: real name, email, birthday and gender (empty until saved).',
  body: z.object({}),
  response: UserOther,
});

export const updateAppUserOther = defineCall({
  name: 'updateAppUserOther', anonymous: false,
  summary: 'Save the player\'s other details, all four at once; the birthday must make them 21 or older. Answers them as saved.',
  body: z.object({
    realName: z.string().trim().min(1).max(REAL_NAME_LENGTH_MAX).regex(NAME_PATTERN, NAME_RULE),
    email: z.string().trim().min(3).max(EMAIL_LENGTH_MAX).regex(new RegExp(EMAIL_PATTERN_SOURCE), 'must be an email address'),
    birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
    gender: z.enum(GENDERS),
  }),
  response: UserOther,
});

export const shortUrl = defineCall({
  name: 'shortUrl', anonymous: false,
  summary: 'A short link on this server (/s/{code}) to a path of the player app with the player\'s invite parameters (§9: outValue, install_referrer=h5, aid, share_referrer=8). The same path gives the same code.',
  body: z.object({
    path: z.string().max(256)
      .regex(/^\/(?!\/)[A-Za-z0-9\-._~/]*$/, 'must be a path of the app without a query, like /register')
      .default(DEFAULT_INVITE_PATH),
  }),
  response: z.object({
    /** Not `code`: that is the envelope's. */
    shortCode: z.string(),
    shortUrl: z.string().describe('the path of the short link on this server, /s/{code}'),
    target: z.string().describe('where it leads: the path with the invite parameters'),
  }),
});

const LoginResult = UserInfo.extend({ token: z.string() });

export const lineLoginState = defineCall({
  name: 'lineLoginState', anonymous: true,
  summary: 'A signed state (and the nonce bound to it) for one LINE authorization; lineLogin accepts it once, within its lifetime.',
  body: z.object({}),
  response: z.object({ state: z.string(), nonce: z.string(), expiresIn: z.number().int().describe('seconds') }),
});

export const lineLogin = defineCall({
  name: 'lineLogin', anonymous: true,
  summary: 'Log in with LINE: the state and code the provider returned to the app. Finds the player bound to the LINE identity, or creates one. Answers like accountLogin.',
  body: z.object({
    state: z.string().min(1).max(512).regex(/^[A-Za-z0-9._-]+$/, 'must be the state from lineLoginState'),
    code: z.string().min(1).max(512).regex(/^[\x21-\x7E]+$/, 'must be the code the provider returned'),
    uuid: z.string().max(128).optional(),
    phoneinfoJsonModel: PhoneInfo.optional(),
    /** The inviter's code from an invite link (outValue), for a player created by this login. */
    inviteCode: z.string().max(32).optional(),
    outUrl: z.string().max(2048).optional(),
    /** §3 attribution string (docs/decisions/071), recorded for a player this login creates. */
    attribution: z.string().max(ATTRIBUTION_MAX).optional(),
    /** §6 declaration (not in a barred group), recorded for a player this login creates (docs/decisions/065). */
    declaration: z.literal(true).optional(),
  }),
  response: LoginResult,
});

/** The profile calls, in the order of the call list (calls/index.ts). */
export const profileCalls = {
  updateProfile,
  agentFill,
  appUserOther,
  updateAppUserOther,
  shortUrl,
  lineLoginState,
  lineLogin,
} as const;
