/**
 * The player app's calls over real HTTP, as the load benchmark and the crash test make them:
 * the enrichment fields, the login token, a device id, and (behind a trusted proxy) the
 * player's own address. Network failures are answers too (status 0), so callers decide
 * whether to retry.
 */
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { calls, wirePath } from '@casino/contract';
import type { CallName, Enrichment } from '@casino/contract';

export const ENRICHMENT: Enrichment = { clientReferrer: 'ph', channel: 'WEB', appId: 'demo-web', platform: 0 };
/** A request that has no answer by then is given up (and counted as an error or retried). */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface Answer {
  /** HTTP status; 0 when there was no answer (refused connection, reset, timeout). */
  status: number;
  body: Record<string, unknown>;
  /** What went wrong when status is 0. */
  failure?: string;
}

export interface PostOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** POSTs a raw body; never throws. */
export async function post(url: string, raw: string, options: PostOptions = {}): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: raw,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch { /* a non-JSON body (a proxy's error page): the status says enough */ }
    return { status: res.status, body };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return { status: 0, body: {}, failure: cause ?? (err instanceof Error ? err.name : String(err)) };
  }
}

export interface Caller {
  token?: string;
  /** X-Forwarded-For: the player's address, for a server with TRUST_PROXY=true. */
  ip?: string;
  deviceId?: string;
}

/** A player-app call to one server. */
export function callApp(base: string, name: CallName, body: object, who: Caller = {}, options: PostOptions = {}): Promise<Answer> {
  return post(base + wirePath(calls[name]), JSON.stringify({ ...ENRICHMENT, ...body }), {
    ...options,
    headers: {
      'x-device-id': who.deviceId ?? 'load-device',
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.ip ? { 'x-forwarded-for': who.ip } : {}),
      ...options.headers,
    },
  });
}

/** An answer the player app treats as success: HTTP 200 and errcode 0. */
export const succeeded = (answer: Answer): boolean => answer.status === 200 && answer.body.errcode === 0;

/** The password as the web client sends it: RSA-OAEP SHA-256 with the server's public key (appConfig), base64. */
export function passwordEncrypter(passwordPublicKey: string): (plain: string) => string {
  const key = createPublicKey({ key: Buffer.from(passwordPublicKey, 'base64'), format: 'der', type: 'spki' });
  return (plain) => publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8')).toString('base64');
}

/** The game session token of a launch URL (house: ?session=, external providers: ?token=). */
export function launchToken(launchUrl: string): string {
  const url = new URL(launchUrl, 'http://casino.invalid');
  const token = url.searchParams.get('session') ?? url.searchParams.get('token');
  if (!token) throw new Error(`no session token in ${launchUrl}`);
  return token;
}
