import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '../../../platform/clock.ts';

/** How long a state (and so one trip to the provider and back) is accepted. */
export const STATE_LIFETIME_MS = 10 * MINUTE_MS;

const mac = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url');

/**
 * The state of one LINE authorization: random, its expiry, and the server's signature over both
 * (`<random>.<expiry seconds>.<signature>`). The server writes nothing when it issues one; it
 * records a state only when lineLogin accepts it, so each is accepted once.
 */
export function issueState(key: Buffer, now: Date): { state: string; nonce: string; expiresIn: number } {
  const expires = Math.floor((now.getTime() + STATE_LIFETIME_MS) / 1000);
  const body = `${randomBytes(16).toString('base64url')}.${expires}`;
  const state = `${body}.${mac(key, body)}`;
  return { state, nonce: nonceFor(key, state), expiresIn: Math.round(STATE_LIFETIME_MS / 1000) };
}

/** The nonce bound to a state: the ID token must carry it, so a token from another sign-in does not pass. */
export function nonceFor(key: Buffer, state: string): string {
  return mac(key, `nonce:${state}`);
}

/** Whether the server signed this state and it has not expired. */
export function checkState(key: Buffer, state: string, now: Date): 'ok' | 'forged' | 'expired' {
  const parts = state.split('.');
  if (parts.length !== 3) return 'forged';
  const [random, expires, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(key, `${random}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return 'expired';
  return 'ok';
}

/** What the database keeps of an accepted state. */
export const stateHash = (state: string): string => createHash('sha256').update(state).digest('hex');
