import { HttpError } from 'react-admin';
import type { z } from 'zod';
import { OPERATOR_API_PREFIX } from '@casino/contract/operator/paths';
import type { OperatorCallName, OperatorCalls } from '@casino/contract/operator';

/**
 * The console's one way to the server: POST /admin/api/<name> with a JSON body. The session
 * rides in an HttpOnly cookie the browser sends by itself; scripts never see it. Success is
 * code 200 with errcode 0; anything else throws a ConsoleError carrying the envelope, which
 * react-admin reads (status 401 signs out, the message becomes the notification).
 */

export type CallBody<N extends OperatorCallName> = z.input<OperatorCalls[N]['body']>;
export type CallReply<N extends OperatorCallName> = z.output<OperatorCalls[N]['response']>;

export class ConsoleError extends HttpError {
  constructor(message: string, status: number, readonly errcode: number, readonly retryAfter?: number) {
    super(message, status, { errcode, retryAfter });
    // HttpError resets the prototype to its own; put this class's back so instanceof holds.
    Object.setPrototypeOf(this, ConsoleError.prototype);
    this.name = 'ConsoleError';
  }
}

/** A rule's refusal (code 200, errcode > 0) is reported with this HTTP-like status. */
export const REFUSED_STATUS = 409;

interface Envelope { code: number; errcode: number; msg?: string; retryAfter?: number }

export async function operatorCall<N extends OperatorCallName>(name: N, body: CallBody<N>): Promise<CallReply<N>> {
  let response: Response;
  try {
    response = await fetch(`${OPERATOR_API_PREFIX}/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ConsoleError('The server cannot be reached; check the connection and try again', 0, -1);
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ConsoleError(`The server answered ${response.status} without a readable body`, response.status, -1);
  }
  if (envelope.code === 200 && envelope.errcode === 0) return envelope as unknown as CallReply<N>;
  const status = envelope.code === 200 ? REFUSED_STATUS : envelope.code;
  throw new ConsoleError(envelope.msg ?? `Request failed (${envelope.errcode})`, status, envelope.errcode, envelope.retryAfter);
}
