import { z } from 'zod';
import { Envelope } from '../envelope.ts';
import { refuseControlCharacters } from '../text-rules.ts';
import type { Permission } from './roles.ts';

export interface OperatorCallDef<Name extends string, Req extends z.ZodObject, Res extends z.ZodObject> {
  name: Name;
  /** What the caller's role must hold; null for the sign-in steps, which need no session. */
  permission: Permission | null;
  summary: string;
  body: Req;
  /** The body as the server validates it: no control characters anywhere. */
  request: z.ZodType<z.output<Req>, z.input<Req>>;
  /** The success response (envelope + payload). */
  response: Res;
}

type EnvelopeShape = typeof Envelope.shape;

export function defineOperatorCall<Name extends string, Req extends z.ZodObject, ResShape extends z.ZodRawShape>(def: {
  name: Name; permission: Permission | null; summary: string; body: Req; response: z.ZodObject<ResShape>;
}): OperatorCallDef<Name, Req, z.ZodObject<EnvelopeShape & ResShape>> {
  return {
    ...def,
    request: def.body.superRefine(refuseControlCharacters) as unknown as z.ZodType<z.output<Req>, z.input<Req>>,
    response: Envelope.extend(def.response.shape) as unknown as z.ZodObject<EnvelopeShape & ResShape>,
  };
}

/** Fields shared by the calls. */
export const EpochMs = z.number().int().describe('ms since epoch');
export const PlayerId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const RowId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A reason an operator gives for a decision: shown to players where the decision is theirs to see. */
export const Reason = z.string().trim().min(1).max(500);
export const Limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);
