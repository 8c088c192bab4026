import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Callback signatures as Philippine payment gateways sign webhooks: a header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The timestamp is inside
 * the signed text, so a captured callback cannot be replayed later than the tolerance, and
 * every delivery attempt is signed afresh.
 */

export function signPayload(secret: string | Buffer, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureHeader(secret: string | Buffer, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'invalid' | 'stale';

/** Checks a header against the raw body; any v1 entry may match (several during a secret rotation). */
export function checkSignature(
  secret: string | Buffer, header: string | undefined, rawBody: string, nowSeconds: number, toleranceSeconds: number,
): SignatureCheck {
  if (header === undefined || header === '') return 'missing';
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return 'invalid';
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!matches) return 'invalid';
  // Judged only once the signature is genuine, so the answer says nothing to a forger.
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  return 'ok';
}
