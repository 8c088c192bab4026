import { Code, Errcode } from '@casino/contract';
import type { Envelope } from '@casino/contract';

/** Success: code 200, errcode 0, plus the payload. */
export function ok<T extends object>(payload: T): T & { code: 200; errcode: 0 } {
  return { code: Code.Ok, errcode: Errcode.Ok, ...payload };
}

export function unauthorized(msg = 'Token is required'): Envelope {
  return { code: Code.Unauthorized, errcode: Code.Unauthorized, msg };
}

/** Transport-level problems (not found, malformed body, server error) keep the envelope shape. */
export function transportError(status: number, msg: string): Envelope {
  return { code: status, errcode: status, msg };
}
