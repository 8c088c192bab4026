import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LINE_SCOPE } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { TokenReply } from './index.ts';

export const SANDBOX_ISSUER = 'urn:casino:sandbox-line';
export const SANDBOX_AUTHORIZE_PATH = '/sandbox/line/authorize';
export const SANDBOX_TOKEN_PATH = '/sandbox/line/token';
/** Used when LINE_CHANNEL_ID is empty. */
export const SANDBOX_CHANNEL_ID = 'sandbox-channel';

/** As long as LINE's: a code must be exchanged within 10 minutes. */
const CODE_LIFETIME_MS = 10 * MINUTE_MS;
const ID_TOKEN_LIFETIME_SECONDS = 3600;
const ACCESS_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;

/** A LINE user id: U and 32 hex digits. */
export const USER_ID = /^U[0-9a-f]{32}$/;
export const DISPLAY_NAME_MAX = 64;
const STATE_MAX = 512;
const NONCE_MAX = 255;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

export const newUserId = (): string => `U${randomBytes(16).toString('hex')}`;

/** The parameters of an authorization request, as the app sends them (§7 redirect). */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  nonce: string | null;
}

export interface SandboxLineDeps {
  db: Db;
  clock: Clock;
  channelId: string;
  channelSecret: string;
  redirectUri: string;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** An HS256 JSON Web Token, as LINE signs its ID tokens with the channel secret. */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Where the provider sends the user back: the redirect URI with the answer's parameters added. */
export function backTo(redirectUri: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${query}`;
}

const invalidGrant = (description: string): TokenReply => ({ status: 400, body: { error: 'invalid_grant', error_description: description } });

/** The sandbox's rules: which authorization requests it serves, its codes, and its token endpoint. */
export function createSandboxLine(deps: SandboxLineDeps) {
  const { db, clock, channelId, channelSecret, redirectUri } = deps;

  return {
    /**
     * Why a request cannot be served, or null. A request with a wrong client or redirect URI is
     * answered on the page itself, never by a redirect to an address the channel does not know.
     */
    problemWith(request: AuthorizationRequest, responseType: string | undefined): string | null {
      if (responseType !== undefined && responseType !== 'code') return 'response_type must be code';
      if (request.clientId !== channelId) return 'client_id is not this channel';
      if (request.redirectUri !== redirectUri) return 'redirect_uri is not the one registered for this channel';
      if (!request.state || request.state.length > STATE_MAX || CONTROL.test(request.state)) return 'state is missing or too long';
      if (!request.scope?.split(' ').includes('openid')) return `scope must include openid (the app asks for "${LINE_SCOPE}")`;
      if (request.nonce && (request.nonce.length > NONCE_MAX || CONTROL.test(request.nonce))) return 'nonce is too long';
      return null;
    },

    /** The user allowed the app: a code for the signed-in user, to exchange once. */
    async issueCode(request: AuthorizationRequest, user: { subject: string; displayName: string; email: string }): Promise<string> {
      const code = randomBytes(24).toString('base64url');
      await db.query(
        `INSERT INTO sandbox_line_codes (code, client_id, redirect_uri, subject, display_name, email, nonce, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [code, request.clientId, request.redirectUri, user.subject, user.displayName, user.email, request.nonce, clock.now()],
      );
      return code;
    },

    /** POST /sandbox/line/token (LINE's "Issue access token"): a code for an ID token, once. */
    async token(form: URLSearchParams): Promise<TokenReply> {
      if (form.get('grant_type') !== 'authorization_code') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' } };
      }
      if (form.get('client_id') !== channelId || !sameText(form.get('client_secret') ?? '', channelSecret)) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'client authentication failed' } };
      }
      const code = form.get('code') ?? '';
      if (code === '' || code.length > 512) return invalidGrant('code is missing');
      const now = clock.now();
      // Taken in one statement, so two exchanges of one code cannot both succeed.
      const { rows } = await db.query<{
        client_id: string; redirect_uri: string; subject: string; display_name: string; email: string; nonce: string | null; created_at: Date;
      }>(
        `UPDATE sandbox_line_codes SET used_at = $2 WHERE code = $1 AND used_at IS NULL
         RETURNING client_id, redirect_uri, subject, display_name, email, nonce, created_at`,
        [code, now],
      );
      const grant = rows[0];
      if (!grant) return invalidGrant('the code is unknown or was already used');
      if (grant.created_at.getTime() + CODE_LIFETIME_MS <= now.getTime()) return invalidGrant('the code has expired');
      if (grant.client_id !== channelId || grant.redirect_uri !== form.get('redirect_uri')) return invalidGrant('redirect_uri does not match the authorization request');
      const iat = Math.floor(now.getTime() / 1000);
      const idToken = signHs256({
        iss: SANDBOX_ISSUER, sub: grant.subject, aud: channelId, exp: iat + ID_TOKEN_LIFETIME_SECONDS, iat,
        amr: ['pwd'], name: grant.display_name, picture: '',
        ...(grant.email ? { email: grant.email } : {}),
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      }, channelSecret);
      return {
        status: 200,
        body: {
          access_token: randomBytes(24).toString('base64url'), token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
          refresh_token: randomBytes(24).toString('base64url'), scope: LINE_SCOPE, id_token: idToken,
        },
      };
    },

    /** Checks the user's entries on the authorize page. */
    checkUser(user: { userId: string; displayName: string; email: string }): string | null {
      if (!USER_ID.test(user.userId)) return 'The user id must be U followed by 32 hex digits (0-9, a-f).';
      if (user.displayName === '' || user.displayName.length > DISPLAY_NAME_MAX || CONTROL.test(user.displayName)) {
        return `The display name must be 1 to ${DISPLAY_NAME_MAX} characters.`;
      }
      if (user.email !== '' && !/^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{1,63}$/.test(user.email)) return 'The email is not an email address.';
      return null;
    },
  };
}

export type SandboxLine = ReturnType<typeof createSandboxLine>;
