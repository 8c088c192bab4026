import { Code } from '@casino/contract';
import type { Envelope } from '@casino/contract';

/**
 * The one way a rule says no. Services throw it; the call router (and the few routes of their
 * own) turn it into the envelope once (`refusalEnvelope`). Each module keeps one table from its
 * domain's errors to its errcodes; nothing else builds refusal envelopes.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    /** §8 errcode (or 400/429 for bad input and rate limits). */
    readonly errcode: number,
    message: string,
    readonly options: {
      /** Seconds until a retry may succeed (locks, rate limits). */
      retryAfter?: number;
      /** Fields the contract declares for this errcode (attemptsLeft, balance, minimumPoints ...). */
      fields?: Readonly<Record<string, unknown>>;
      /** The envelope's code: 200 for a rule, 400 for bad input, 429 for too many requests. */
      code?: number;
    } = {},
  ) {
    super(message);
  }

  get retryAfter(): number | undefined {
    return this.options.retryAfter;
  }

  get fields(): Readonly<Record<string, unknown>> {
    return this.options.fields ?? {};
  }
}

/** A rule refused the request: HTTP 200, code 200, errcode N. */
export const refusal = (errcode: number, message: string, options: Refusal['options'] = {}): Refusal =>
  new Refusal(errcode, message, options);

/** Bad input the contract cannot judge alone: code 400 naming the field, e.g. "account: not a bank number". */
export const badInputRefusal = (field: string, reason: string): Refusal =>
  new Refusal(Code.BadInput, `${field}: ${reason}`, { code: Code.BadInput });

/** Too many requests: code 429 with retryAfter in whole seconds (at least 1). */
export const tooManyRefusal = (retryAfterSeconds: number, message = 'Too many requests, try again later'): Refusal =>
  new Refusal(Code.TooMany, message, { code: Code.TooMany, retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** A module's table from what went wrong to its errcode and message, as a function making the Refusal. */
export function refusalTable<Reason extends string>(table: Record<Reason, { errcode: number; message: string }>) {
  return (reason: Reason, options: Refusal['options'] = {}): Refusal => {
    const { errcode, message } = table[reason];
    return new Refusal(errcode, message, options);
  };
}

export const isRefusal = (err: unknown): err is Refusal => err instanceof Refusal;

/** The envelope of a refusal: code, errcode, msg, retryAfter when set, then the errcode's own fields. */
export function refusalEnvelope(err: Refusal): Envelope & Record<string, unknown> {
  const envelope: Envelope = { code: err.options.code ?? Code.Ok, errcode: err.errcode, msg: err.message };
  if (err.retryAfter !== undefined) envelope.retryAfter = err.retryAfter;
  return { ...envelope, ...err.fields };
}
