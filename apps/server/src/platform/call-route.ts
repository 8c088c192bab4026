import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { describeFirstIssue, wirePath } from '@casino/contract';
import type { CallDef, Enrichment, Envelope } from '@casino/contract';
import { authenticate } from './auth.ts';
import type { AuthSession, SessionResolver } from './auth.ts';
import { ok } from './envelope.ts';
import { badInputRefusal, isRefusal, refusalEnvelope } from './refusal.ts';
import { requestMeta } from './request-meta.ts';
import type { RequestMeta } from './request-meta.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDef<string, z.ZodObject<any>, z.ZodObject<any>>;

/** The validated request of a call: its body plus the enrichment fields. */
export type CallInput<C extends AnyCall> = z.output<C['body']> & Enrichment;
/** What a handler answers on success: the contract's response without the envelope fields (the router adds them). */
export type CallPayload<C extends AnyCall> = Omit<z.input<C['response']>, keyof Envelope>;

export interface CallContext {
  meta: RequestMeta;
  log: FastifyBaseLogger;
}
export interface PlayerCallContext extends CallContext {
  session: AuthSession;
}

export interface CallRouter {
  /** A call made without a login (/app/v1/anonymous/<name>). */
  anonymous<C extends AnyCall>(call: C, handler: (input: CallInput<C>, ctx: CallContext) => Promise<CallPayload<C>>): void;
  /** A call that needs a valid token (/app/v1/<name>); code 401 otherwise. */
  player<C extends AnyCall>(call: C, handler: (input: CallInput<C>, ctx: PlayerCallContext) => Promise<CallPayload<C>>): void;
}

/** The message of the first bad field: "<field.path>: <reason>". */
export function describeIssue(error: z.ZodError): Envelope {
  const { field, reason } = describeFirstIssue(error);
  return refusalEnvelope(badInputRefusal(field, reason));
}

export function callRouter(app: FastifyInstance, resolveSession: SessionResolver): CallRouter {
  const register = <C extends AnyCall>(
    call: C,
    needsLogin: boolean,
    handler: (input: CallInput<C>, ctx: PlayerCallContext | CallContext) => Promise<object>,
  ) => {
    if (call.anonymous === needsLogin) {
      throw new Error(`${call.name}: registered as ${needsLogin ? 'player' : 'anonymous'} but the contract says otherwise`);
    }
    app.post(wirePath(call), async (request, reply) => {
      // Answers carry login tokens and balances: no browser or proxy may keep them.
      void reply.header('cache-control', 'no-store');
      const meta = requestMeta(request);
      let ctx: CallContext | PlayerCallContext = { meta, log: request.log };
      if (needsLogin) {
        const outcome = await authenticate(request, resolveSession);
        if ('refusal' in outcome) return outcome.refusal;
        ctx = { ...ctx, session: outcome.session };
      }
      const parsed = call.request.safeParse(request.body);
      if (!parsed.success) return describeIssue(parsed.error);
      let result: object;
      try {
        result = ok(await handler(parsed.data as CallInput<C>, ctx));
      } catch (err) {
        if (isRefusal(err)) return refusalEnvelope(err);
        throw err;
      }
      // Only what the contract declares leaves the server.
      const checked = call.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ call: call.name, issues: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`) }, 'response does not match the contract');
        throw new Error(`${call.name}: response does not match the contract`);
      }
      return checked.data;
    });
  };
  return {
    anonymous: (call, handler) => register(call, false, handler as never),
    player: (call, handler) => register(call, true, handler as never),
  };
}
