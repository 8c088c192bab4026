import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { wirePath } from '@casino/contract';
import type { CallDef, Enrichment, Envelope } from '@casino/contract';
import { authenticate } from './auth.ts';
import type { AuthSession, SessionResolver } from './auth.ts';
import { badInput, isSuccess } from './envelope.ts';
import { requestMeta } from './request-meta.ts';
import type { RequestMeta } from './request-meta.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDef<string, z.ZodObject<any>, z.ZodObject<any>>;

/** The validated request of a call: its body plus the enrichment fields. */
export type CallInput<C extends AnyCall> = z.output<C['body']> & Enrichment;
/** Success (the contract's response) or a refusal envelope. */
export type CallReply<C extends AnyCall> = z.input<C['response']> | Envelope;

export interface CallContext {
  meta: RequestMeta;
  log: FastifyBaseLogger;
}
export interface PlayerCallContext extends CallContext {
  session: AuthSession;
}

export interface CallRouter {
  /** A call made without a login (/app/v1/anonymous/<name>). */
  anonymous<C extends AnyCall>(call: C, handler: (input: CallInput<C>, ctx: CallContext) => Promise<CallReply<C>>): void;
  /** A call that needs a valid token (/app/v1/<name>); code 401 otherwise. */
  player<C extends AnyCall>(call: C, handler: (input: CallInput<C>, ctx: PlayerCallContext) => Promise<CallReply<C>>): void;
}

/** The message of the first bad field: "<field.path>: <reason>". */
export function describeIssue(error: z.ZodError): Envelope {
  const issue = error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  return badInput(path, issue?.message ?? 'invalid');
}

export function callRouter(app: FastifyInstance, resolveSession: SessionResolver): CallRouter {
  const register = <C extends AnyCall>(
    call: C,
    needsLogin: boolean,
    handler: (input: CallInput<C>, ctx: PlayerCallContext | CallContext) => Promise<CallReply<C>>,
  ) => {
    if (call.anonymous === needsLogin) {
      throw new Error(`${call.name}: registered as ${needsLogin ? 'player' : 'anonymous'} but the contract says otherwise`);
    }
    app.post(wirePath(call), async (request) => {
      const meta = requestMeta(request);
      let ctx: CallContext | PlayerCallContext = { meta, log: request.log };
      if (needsLogin) {
        const outcome = await authenticate(request, resolveSession);
        if ('refusal' in outcome) return outcome.refusal;
        ctx = { ...ctx, session: outcome.session };
      }
      const parsed = call.request.safeParse(request.body);
      if (!parsed.success) return describeIssue(parsed.error);
      const result = await handler(parsed.data as CallInput<C>, ctx);
      if (!isSuccess(result as Envelope)) return result;
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
