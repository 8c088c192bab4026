export type LedgerRefusalReason =
  /** A player account would go below zero. */
  | 'insufficient_balance'
  /** The key was used before for a transfer with different content. */
  | 'idempotency_conflict'
  /** A transfer with the same key is being committed concurrently; a retry returns its result. */
  | 'request_in_progress';

/** A transfer refused by a rule of the books; nothing moved. */
export class LedgerRefusal extends Error {
  constructor(readonly reason: LedgerRefusalReason, readonly key: string) {
    super(`transfer ${key}: ${reason.replaceAll('_', ' ')}`);
    this.name = 'LedgerRefusal';
  }
}

/** A transfer that can never be valid (a bug in the caller, not a player's doing). */
export class InvalidTransfer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransfer';
  }
}
