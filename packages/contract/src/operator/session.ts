import { z } from 'zod';
import { defineOperatorCall, EpochMs } from './define.ts';
import { OPERATOR_ROLES, PERMISSIONS } from './roles.ts';
import { OPERATOR_PASSWORD_MAX, OPERATOR_USERNAME_PATTERN } from './rules.ts';

/**
 * Signing in to the console (docs/decisions/062): the password first, which answers a short-lived
 * challenge, then a TOTP code or one recovery code with that challenge, which opens a session.
 * The session rides in an HttpOnly cookie scoped to /admin; it is never readable by scripts.
 */

export const OperatorUsername = z.string().trim().toLowerCase().regex(OPERATOR_USERNAME_PATTERN, 'must be 3-32 lower-case letters, digits, . _ or -');

export const OperatorSelf = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type OperatorSelf = z.infer<typeof OperatorSelf>;

export const login = defineOperatorCall({
  name: 'login', permission: null,
  summary: 'Sign-in, step 1: username and password. Answers a challenge for step 2 (secondFactor), valid 5 minutes. Failures count towards the lockout.',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
  }),
  response: z.object({ challenge: z.string(), expiresAt: EpochMs }),
});

export const secondFactor = defineOperatorCall({
  name: 'secondFactor', permission: null,
  summary: 'Sign-in, step 2: the challenge and a 6-digit TOTP code (each code once) or one of the recovery codes (each once). Sets the session cookie.',
  body: z.object({
    challenge: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/, 'must be the challenge from login'),
    code: z.string().trim().min(6).max(32),
  }),
  response: z.object({
    operator: OperatorSelf,
    /** Recovery codes still unused, so the console can warn when few remain. */
    recoveryCodesLeft: z.number().int(),
    idleMinutes: z.number().int(),
    expiresAt: EpochMs.describe('the session ends by then whatever happens'),
  }),
});

export const me = defineOperatorCall({
  name: 'me', permission: 'console.self',
  summary: 'The signed-in operator, their role and permissions.',
  body: z.object({}),
  response: z.object({ operator: OperatorSelf, expiresAt: EpochMs }),
});

export const logout = defineOperatorCall({
  name: 'logout', permission: 'console.self',
  summary: 'Ends the session and clears the cookie.',
  body: z.object({}),
  response: z.object({}),
});

export const enroll = defineOperatorCall({
  name: 'enroll', permission: null,
  summary: 'An operator created (or reset) by an admin sets a password with the one-time enrolment token and receives a new TOTP secret and 10 recovery codes, shown once.',
  body: z.object({
    token: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/, 'must be the token of an enrolment link'),
    password: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
  }),
  response: z.object({
    username: z.string(),
    otpauthUri: z.string(),
    secret: z.string().describe('base32, for typing into an authenticator by hand'),
    recoveryCodes: z.array(z.string()),
  }),
});

export const sessionCalls = { login, secondFactor, me, logout, enroll } as const;
