/** What the deposit page reports when it closes without a completion check (§4 "finish event"). */
export interface DepositFinished {
  orderId: string;
}

type Listener = (event: DepositFinished) => void;

const listeners = new Set<Listener>();

/**
 * Listens for the deposit page closing without a completion check; screens that opened it for
 * an activity read their own state again then. Answers the unsubscribe.
 */
export function onDepositFinished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitDepositFinished(event: DepositFinished): void {
  for (const listener of [...listeners]) listener(event);
}
