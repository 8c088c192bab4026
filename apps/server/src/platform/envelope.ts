import { Code, Errcode } from '@casino/contract';
import type { Envelope } from '@casino/contract';

/** Success: code 200, errcode 0, plus the payload. */
export function ok<T extends object>(payload: T): T & { code: 200; errcode: 0 } {
  return { code: Code.Ok, errcode: Errcode.Ok, ...payload };
}

/** A rule refused the request: HTTP 200, code 200, errcode N. */
export function refuse(errcode: number, msg: string, retryAfter?: number): Envelope {
  return retryAfter === undefined ? { code: Code.Ok, errcode, msg } : { code: Code.Ok, errcode, msg, retryAfter };
}

/** Bad input naming the field, e.g. "account: must be letters and digits". */
export function badInput(field: string, msg: string): Envelope {
  return { code: Code.BadInput, errcode: Code.BadInput, msg: `${field}: ${msg}` };
}

export function unauthorized(msg = 'Token is required'): Envelope {
  return { code: Code.Unauthorized, errcode: Code.Unauthorized, msg };
}

export function tooMany(retryAfter: number, msg = 'Too many requests, try again later'): Envelope {
  return { code: Code.TooMany, errcode: Code.TooMany, msg, retryAfter: Math.max(1, Math.ceil(retryAfter)) };
}

/** Transport-level problems (not found, malformed body, server error) keep the envelope shape. */
export function transportError(status: number, msg: string): Envelope {
  return { code: status, errcode: status, msg };
}

export function isSuccess(reply: Envelope): boolean {
  return reply.code === Code.Ok && reply.errcode === Errcode.Ok;
}
