import type { Envelope } from '@casino/contract';
import { badInput, ok, refuse } from '../../platform/envelope.ts';
import { PaymentError, PaymentInputError } from './errors.ts';

/**
 * A payment refusal becomes its errcode envelope with the fields its errcode adds, a field
 * problem a 400 naming it; anything else is a server error.
 */
export async function answer<T extends object>(run: () => Promise<T>): Promise<(T & { code: 200; errcode: 0 }) | Envelope> {
  try {
    return ok(await run());
  } catch (err) {
    if (err instanceof PaymentError) return { ...refuse(err.errcode, err.message, err.retryAfter), ...err.fields };
    if (err instanceof PaymentInputError) return badInput(err.field, err.message);
    throw err;
  }
}
