import type { Envelope } from '@casino/contract';

/** The server answered, but not with success (code 200, errcode 0). */
export class CallError extends Error {
  readonly code: number;
  readonly errcode: number;
  readonly retryAfter: number | undefined;
  readonly call: string;
  /** The whole refusal as received: some errcodes add fields of their own (declared in the contract). */
  readonly reply: Readonly<Envelope>;

  constructor(call: string, envelope: Envelope) {
    super(envelope.msg || `${call} failed: code ${envelope.code}, errcode ${envelope.errcode}`);
    this.name = 'CallError';
    this.call = call;
    this.code = envelope.code;
    this.errcode = envelope.errcode;
    this.retryAfter = envelope.retryAfter;
    this.reply = envelope;
  }

  /** The server's own text, when it sent one (code 400 names the bad field). */
  get serverMessage(): string | undefined {
    return this.message.startsWith(`${this.call} failed:`) ? undefined : this.message;
  }
}

/** Generic client-side failure kinds (§8); all carry the message 'Network Error'. */
export const ClientErrorKind = {
  Network: 'ERR_NETWORK',
  Timeout: 'ETIMEDOUT',
  BadRequest: 'ERR_BAD_REQUEST',
  BadResponse: 'ERR_BAD_RESPONSE',
  Canceled: 'ERR_CANCELED',
} as const;
export type ClientErrorKind = (typeof ClientErrorKind)[keyof typeof ClientErrorKind];

/** The request never produced a usable envelope. */
export class ClientError extends Error {
  readonly kind: ClientErrorKind;
  readonly status: number | undefined;

  constructor(kind: ClientErrorKind, status?: number) {
    super('Network Error');
    this.name = 'ClientError';
    this.kind = kind;
    this.status = status;
  }
}

export function isCallError(error: unknown): error is CallError {
  return error instanceof CallError;
}

export function isClientError(error: unknown): error is ClientError {
  return error instanceof ClientError;
}
