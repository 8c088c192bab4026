import type { z } from 'zod';
import { Enrichment, Envelope } from './envelope.ts';
import { refuseControlCharacters } from './text-rules.ts';

export interface CallDef<Name extends string, Req extends z.ZodObject, Res extends z.ZodObject> {
  name: Name;
  /** Served under /app/v1/anonymous/<name> (no login needed). */
  anonymous: boolean;
  /** Served at this path instead of under /app/v1 (the house games' own API). */
  path?: string;
  summary: string;
  /** The body without the enrichment fields. */
  body: Req;
  /** The full request as validated by the server: body + enrichment. */
  request: z.ZodObject;
  /** The success response (envelope + payload). */
  response: Res;
}

type EnvelopeShape = typeof Envelope.shape;

export function defineCall<Name extends string, Req extends z.ZodObject, ResShape extends z.ZodRawShape>(def: {
  name: Name; anonymous: boolean; path?: string; summary: string; body: Req; response: z.ZodObject<ResShape>;
}): CallDef<Name, Req, z.ZodObject<EnvelopeShape & ResShape>> {
  return {
    ...def,
    // No string anywhere in a request may carry a control character (text-rules.ts).
    request: def.body.extend(Enrichment.shape).superRefine(refuseControlCharacters),
    response: Envelope.extend(def.response.shape) as unknown as z.ZodObject<EnvelopeShape & ResShape>,
  };
}

export const wirePath = (call: { name: string; anonymous: boolean; path?: string }): string =>
  call.path ?? (call.anonymous ? `/app/v1/anonymous/${call.name}` : `/app/v1/${call.name}`);
