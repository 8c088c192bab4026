import { Errcode, WalletErrcode } from '@casino/contract';
import type { Envelope, SafeboxPasswordWrongReply } from '@casino/contract';
import { refusal } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';
import { LedgerRefusal } from './ledger.ts';

/** Fields some refusals add to the envelope, as the contract declares them per errcode. */
export type WalletRefusalFields = Partial<Omit<SafeboxPasswordWrongReply, keyof Envelope>>;

/** The ledger's refusals as the player sees them: the wallet's one table of errcodes for them. */
const REFUSALS: Record<LedgerRefusal['reason'], { errcode: number; message: string }> = {
  insufficient_balance: { errcode: WalletErrcode.InsufficientBalance, message: 'Insufficient balance' },
  idempotency_conflict: { errcode: WalletErrcode.RequestIdReused, message: 'This request id was already used for a different request' },
  request_in_progress: { errcode: WalletErrcode.RequestInProgress, message: 'This request is being processed; try again' },
};

/** A ledger refusal as the player's Refusal; anything else is returned untouched (to rethrow). */
export function asWalletError(err: unknown): unknown {
  if (!(err instanceof LedgerRefusal)) return err;
  const { errcode, message } = REFUSALS[err.reason];
  return refusal(errcode, message);
}

/** Runs a ledger operation, throwing its refusals as the player's Refusals. */
export async function refusalsAsWalletErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw asWalletError(err);
  }
}

export const passwordUndecryptable = (): Refusal =>
  refusal(Errcode.PasswordUndecryptable, 'The password could not be read; reload the page and try again');

/**
 * A wrong safebox password. Clients read attemptsLeft (the withdrawal's refusal passes it on);
 * msg names the count too, for people reading logs and older clients.
 */
export const safeboxPasswordWrong = (attemptsLeft: number): Refusal =>
  refusal(WalletErrcode.SafeboxPasswordWrong, `Wrong safebox password; ${attemptsLeft} attempt(s) left before the safebox locks`, {
    fields: { attemptsLeft } satisfies WalletRefusalFields,
  });
