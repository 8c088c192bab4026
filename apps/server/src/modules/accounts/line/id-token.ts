import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the login takes from a verified ID token. */
export interface LineIdentity {
  issuer: string;
  /** The LINE user id. */
  subject: string;
  /** The LINE profile name; empty when the token has none. */
  displayName: string;
  email: string;
}

export interface IdTokenExpectations {
  /** The channel secret: LINE signs ID tokens with it (HS256). */
  secret: string;
  issuer: string;
  /** The channel id. */
  audience: string;
  /** The nonce bound to the sign-in's state. */
  nonce: string;
  now: Date;
}

/** Clocks differ a little: a token is taken up to this long after its expiry, and from this long before its issue. */
const LEEWAY_SECONDS = 60;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Verifies a LINE ID token as LINE documents it: an HS256 JWT signed with the channel secret
 * (no other algorithm is accepted), from the expected issuer, for this channel, not expired,
 * carrying the sign-in's nonce. Answers the identity, or why the token was refused.
 */
export function verifyIdToken(token: string, expect: IdTokenExpectations): { identity: LineIdentity } | { problem: string } {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { problem: 'not a JWT' };
  const [head, body, signature] = parts as [string, string, string];
  const header = decodeJson(head);
  if (header?.alg !== 'HS256') return { problem: 'algorithm is not HS256' };
  const expected = createHmac('sha256', expect.secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'signature does not match' };
  const claims = decodeJson(body);
  if (!claims) return { problem: 'payload is not JSON' };
  if (claims.iss !== expect.issuer) return { problem: 'wrong issuer' };
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(expect.audience)) return { problem: 'wrong audience' };
  const nowSeconds = expect.now.getTime() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_SECONDS <= nowSeconds) return { problem: 'expired' };
  if (typeof claims.iat === 'number' && claims.iat - LEEWAY_SECONDS > nowSeconds) return { problem: 'issued in the future' };
  if (claims.nonce !== expect.nonce) return { problem: 'wrong nonce' };
  if (typeof claims.sub !== 'string' || !/^[\x21-\x7E]{1,128}$/.test(claims.sub)) return { problem: 'no subject' };
  return { identity: { issuer: expect.issuer, subject: claims.sub, displayName: text(claims.name, 200), email: text(claims.email, 254) } };
}
