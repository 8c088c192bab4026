import { PushLimits } from '@casino/contract';
import type { PushSignal, PushSignalType } from '@casino/contract';
import type { PushBus, SessionsEnd } from './bus.ts';
import { coalesce } from './coalesce.ts';

/** While the bus fails (Redis away), one warning per this long at most. */
const WARN_EVERY_MS = 60_000;

export interface PublisherLog {
  warn(details: object, message: string): void;
}

/**
 * What the push module tells players, called after commit. Every method returns at once: the
 * bus works in the background, and a signal it cannot deliver is lost (logged), never an error
 * for the request or job whose change it announces (that change has committed).
 */
export interface Publisher {
  /**
   * A signal that names only what changed (balance, mail, tasks ...) goes out at most once per
   * PushLimits.balanceEveryMs per player and kind, the last of a burst at the end of the pause;
   * one with details (a withdrawal's state) always goes.
   */
  toPlayer(playerId: number, signal: PushSignal): void;
  toEveryone(signal: PushSignal): void;
  /** `balance` to each of the players. */
  balancesMoved(playerIds: readonly number[]): void;
  endSessions(playerId: number, end: SessionsEnd): void;
  /** Resolves once everything handed over so far has reached the bus (or failed). */
  settled(): Promise<void>;
  close(): void;
}

/** The signals that carry nothing but their kind, so that two in a row say no more than one. */
type BareType = Exclude<PushSignalType, 'deposit' | 'withdrawal'>;
const isBare = (signal: PushSignal): signal is { type: BareType } => Object.keys(signal).length === 1;

export function createPublisher(deps: { bus: PushBus; log: PublisherLog; everyMs?: number }): Publisher {
  const { bus, log } = deps;
  const inFlight = new Set<Promise<void>>();
  let warnedAt = -Infinity;

  const track = (what: string, work: () => Promise<void>) => {
    const promise = work()
      .catch((err: unknown) => {
        const now = Date.now();
        if (now - warnedAt < WARN_EVERY_MS) return;
        warnedAt = now;
        log.warn({ err: (err as Error).message, what }, 'push signal not delivered (the app reads everything again when it reconnects)');
      })
      .finally(() => inFlight.delete(promise));
    inFlight.add(promise);
  };

  const send = (playerId: number, signal: PushSignal) => track(signal.type, () => bus.publish(playerId, signal));
  const bare = coalesce<`${number}:${BareType}`>((key) => {
    const [id, type] = key.split(':') as [string, BareType];
    send(Number(id), { type });
  }, deps.everyMs ?? PushLimits.balanceEveryMs);

  const toPlayer = (playerId: number, signal: PushSignal) => {
    if (isBare(signal)) bare.add(`${playerId}:${signal.type}`);
    else send(playerId, signal);
  };

  return {
    toPlayer,
    toEveryone: (signal) => track(signal.type, () => bus.broadcast(signal)),
    balancesMoved(playerIds) {
      for (const id of playerIds) toPlayer(id, { type: 'balance' });
    },
    endSessions: (playerId, end) => track('end', () => bus.endSessions(playerId, end)),
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () => bare.close(),
  };
}
