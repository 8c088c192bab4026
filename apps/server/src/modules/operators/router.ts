import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, describeFirstIssue } from '@casino/contract';
import type { Envelope } from '@casino/contract';
import { OperatorCode, OperatorErrcode, operatorWirePath, roleAllows } from '@casino/contract/operator';
import type { OperatorCallDef, Permission } from '@casino/contract/operator';
import { ok } from '../../platform/envelope.ts';
import { badInputRefusal, isRefusal, refusal, refusalEnvelope } from '../../platform/refusal.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';
import { OperatorRefusal } from '../audit/index.ts';
import type { OperatorSession } from './access.ts';

/**
 * The console's call router (docs/decisions/063): POST /admin/api/<name>, as the player API's
 * router does it (platform/call-route.ts) with a session of its own. The session token rides in
 * an HttpOnly, SameSite=Strict cookie scoped to /admin; a player's token, in a header or in the
 * cookie, is no session here. Order of checks: session (code 401), the call's permission for the
 * operator's role (code 403), the body (code 400 naming the field), then the handler, whose
 * Refusal (or a service's OperatorRefusal) becomes the envelope. Nothing a client sends makes a 5xx.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperatorCall = OperatorCallDef<string, z.ZodObject<any>, z.ZodObject<any>>;
export type OperatorCallInput<C extends AnyOperatorCall> = z.output<C['body']>;
export type OperatorCallPayload<C extends AnyOperatorCall> = Omit<z.input<C['response']>, keyof Envelope>;

export const SESSION_COOKIE = 'casino_console';
const COOKIE_PATH = '/admin';

export interface OpenCallContext {
  meta: RequestMeta;
  log: FastifyBaseLogger;
  /** Sets (token) or clears (null) the session cookie on the answer. */
  setSession(token: string | null, maxAgeSeconds?: number): void;
}
export interface OperatorCallContext extends OpenCallContext {
  operator: OperatorSession;
}

export type SessionLookup = (token: string) => Promise<OperatorSession | null>;

/** The session cookie's value, when the request carries a well-formed one. */
export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === SESSION_COOKIE && value !== undefined && /^[A-Za-z0-9_-]{16,256}$/.test(value)) return value;
  }
  return null;
}

function sessionCookie(request: FastifyRequest, token: string | null, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return token === null
    ? `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0${secure}`
    : `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

const envelope = (code: number, msg: string): Envelope => ({ code, errcode: code, msg });
export const notSignedIn = (): Envelope => envelope(Code.Unauthorized, 'Sign in to the console');
export const forbidden = (permission: Permission): Envelope => envelope(OperatorCode.Forbidden, `Your role may not do this (needs ${permission})`);

/** A thrown Refusal, or a service's OperatorRefusal (its state does not allow it), as the envelope. */
export function refusedEnvelope(err: unknown): Envelope | null {
  if (isRefusal(err)) return refusalEnvelope(err);
  if (err instanceof OperatorRefusal) return refusalEnvelope(refusal(OperatorErrcode.Refused, err.message));
  return null;
}

export interface Guard {
  /** The signed-in operator allowed `permission`, or the 401/403 envelope to answer. */
  check(request: FastifyRequest, permission: Permission): Promise<{ operator: OperatorSession } | { refused: Envelope }>;
}

export function sessionGuard(lookup: SessionLookup): Guard {
  return {
    async check(request, permission) {
      const token = sessionToken(request);
      const operator = token === null ? null : await lookup(token);
      if (!operator) return { refused: notSignedIn() };
      if (!roleAllows(operator.role, permission)) return { refused: forbidden(permission) };
      return { operator };
    },
  };
}

export interface OperatorRouter {
  guard: Guard;
  /** A sign-in step: no session needed (the contract says permission null). */
  open<C extends AnyOperatorCall>(call: C, handler: (input: OperatorCallInput<C>, ctx: OpenCallContext) => Promise<OperatorCallPayload<C>>): void;
  /** A call that needs a session whose role holds the call's permission. */
  guarded<C extends AnyOperatorCall>(call: C, handler: (input: OperatorCallInput<C>, ctx: OperatorCallContext) => Promise<OperatorCallPayload<C>>): void;
}

export function operatorRouter(app: FastifyInstance, lookup: SessionLookup): OperatorRouter {
  const guard = sessionGuard(lookup);
  const register = <C extends AnyOperatorCall>(
    call: C,
    handler: (input: OperatorCallInput<C>, ctx: OpenCallContext & { operator?: OperatorSession }) => Promise<object>,
  ) => {
    app.post(operatorWirePath(call), async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      let operator: OperatorSession | undefined;
      if (call.permission !== null) {
        const outcome = await guard.check(request, call.permission);
        if ('refused' in outcome) return outcome.refused;
        operator = outcome.operator;
      }
      const parsed = call.request.safeParse(request.body);
      if (!parsed.success) {
        const { field, reason } = describeFirstIssue(parsed.error);
        return refusalEnvelope(badInputRefusal(field, reason));
      }
      const ctx = {
        meta: requestMeta(request), log: request.log, operator,
        setSession: (token: string | null, maxAgeSeconds = 0) => { void reply.header('set-cookie', sessionCookie(request, token, maxAgeSeconds)); },
      };
      let result: object;
      try {
        result = ok(await handler(parsed.data as OperatorCallInput<C>, ctx));
      } catch (err) {
        const refused = refusedEnvelope(err);
        if (refused) return refused;
        throw err;
      }
      const checked = call.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ call: call.name, issues: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`) }, 'response does not match the contract');
        throw new Error(`${call.name}: response does not match the contract`);
      }
      return checked.data;
    });
  };
  return {
    guard,
    open(call, handler) {
      if (call.permission !== null) throw new Error(`${call.name}: registered as open but needs ${call.permission}`);
      register(call, handler as never);
    },
    guarded(call, handler) {
      if (call.permission === null) throw new Error(`${call.name}: registered as guarded but the contract needs no session`);
      register(call, handler as never);
    },
  };
}
