import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the provider gateway: HMAC-SHA256 over the raw body bytes with the
 * provider's secret, sent as 64 lower-case hex digits in X-Signature.
 */

const SIGNATURE_FORMAT = /^[0-9a-f]{64}$/;

export function signBody(secret: Buffer, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether header is the body's signature. Constant time in the signature's content. */
export function signatureMatches(secret: Buffer, body: Buffer, header: unknown): boolean {
  // A repeated header arrives as an array: not a signature.
  if (typeof header !== 'string' || !SIGNATURE_FORMAT.test(header)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
