import { z } from 'zod';

/** Every application response: HTTP 200 with code and errcode (ARCHITECTURE.md). */
export const Envelope = z.object({
  code: z.number().int(),
  errcode: z.number().int(),
  msg: z.string().optional(),
  /** Seconds until the request may be retried (code 429, errcode 1049). */
  retryAfter: z.number().int().optional(),
});
export type Envelope = z.infer<typeof Envelope>;

/**
 * A wrong-password refusal that says how many more wrong passwords are allowed before a lock,
 * so clients need not read the count out of msg; the next wrong one after the last answers a
 * lock errcode with retryAfter instead.
 */
export function attemptsLeftReply<Code extends number>(errcode: Code, beforeWhat: string) {
  return Envelope.extend({
    errcode: z.literal(errcode),
    attemptsLeft: z.number().int().min(1).describe(`wrong passwords still allowed before ${beforeWhat}`),
  });
}

/** Fields the web client adds to every JSON body (§7). */
export const Enrichment = z.object({
  clientReferrer: z.string().min(1).max(32),
  channel: z.string().min(1).max(32),
  appId: z.string().min(1).max(64),
  platform: z.union([z.literal(0), z.literal(1)]),
});
export type Enrichment = z.infer<typeof Enrichment>;
