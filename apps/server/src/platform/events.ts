import type { Queryable } from './db.ts';

/**
 * Events between modules, published inside the transaction that made them true. A module
 * declares the events it publishes by augmenting this interface in its `events.ts`:
 *
 *   declare module '../../platform/events.ts' {
 *     interface DomainEvents { playerRegistered: { playerId: number; at: Date } }
 *   }
 *
 * Subscribers run in the publisher's transaction, one after another, using only `tx` (PGlite
 * deadlocks on the outer handle); one that throws rolls the whole transaction back, so an effect
 * and its cause commit together or not at all. Effects of bets and wins do not come through
 * here: they come from the wallet's transfer feed, read by cursor after commit. A subscriber
 * whose effect must wait for the commit (the push module telling the app) registers it with
 * afterCommit(tx, task) (after-commit.ts): it then happens only if the transaction commits.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
export type EventHandler<K extends EventName> = (tx: Queryable, event: DomainEvents[K]) => Promise<void>;

export interface EventPublisher {
  /** Runs every subscriber of `name` in `tx`, in the order they subscribed. */
  publish<K extends EventName>(tx: Queryable, name: K, event: DomainEvents[K]): Promise<void>;
}

export interface EventBus extends EventPublisher {
  /** Adds a subscriber; subscribers of one event run in the order they subscribed. */
  subscribe<K extends EventName>(name: K, handler: EventHandler<K>): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Array<EventHandler<never>>>();
  return {
    async publish(tx, name, event) {
      for (const handler of handlers.get(name) ?? []) await (handler as EventHandler<typeof name>)(tx, event);
    },
    subscribe(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<never>]);
    },
  };
}
