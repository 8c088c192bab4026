import { Errcode, WalletErrcode } from '@casino/contract';
import type { Envelope, SafeboxPasswordWrongReply } from '@casino/contract';
import { LedgerRefusal } from './ledger.ts';

/** Fields some refusals add to the envelope, as the contract declares them per errcode. */
export type WalletRefusalFields = Partial<Omit<SafeboxPasswordWrongReply, keyof Envelope>>;

/** A wallet rule refused the request; routes answer code 200 with this errcode. */
export class WalletError extends Error {
  constructor(readonly errcode: number, message: string, readonly retryAfter?: number, readonly fields: WalletRefusalFields = {}) {
    super(message);
    this.name = 'WalletError';
  }
}

const REFUSALS: Record<LedgerRefusal['reason'], { errcode: number; message: string }> = {
  insufficient_balance: { errcode: WalletErrcode.InsufficientBalance, message: 'Insufficient balance' },
  idempotency_conflict: { errcode: WalletErrcode.RequestIdReused, message: 'This request id was already used for a different request' },
  request_in_progress: { errcode: WalletErrcode.RequestInProgress, message: 'This request is being processed; try again' },
};

/** The ledger's refusals as the player sees them; anything else is rethrown untouched. */
export function asWalletError(err: unknown): unknown {
  if (!(err instanceof LedgerRefusal)) return err;
  const { errcode, message } = REFUSALS[err.reason];
  return new WalletError(errcode, message);
}

/** Runs a ledger operation, turning its refusals into WalletErrors. */
export async function refusalsAsWalletErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw asWalletError(err);
  }
}

export const passwordUndecryptable = () =>
  new WalletError(Errcode.PasswordUndecryptable, 'The password could not be read; reload the page and try again');

/**
 * A wrong safebox password. Clients read attemptsLeft (the withdrawal's refusal passes it on);
 * msg names the count too, for people reading logs and older clients.
 */
export const safeboxPasswordWrong = (attemptsLeft: number) =>
  new WalletError(
    WalletErrcode.SafeboxPasswordWrong, `Wrong safebox password; ${attemptsLeft} attempt(s) left before the safebox locks`, undefined, { attemptsLeft },
  );
