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

/** Fields the web client adds to every JSON body (§7). */
export const Enrichment = z.object({
  clientReferrer: z.string().min(1).max(32),
  channel: z.string().min(1).max(32),
  appId: z.string().min(1).max(64),
  platform: z.union([z.literal(0), z.literal(1)]),
});
export type Enrichment = z.infer<typeof Enrichment>;
