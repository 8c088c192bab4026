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
 * here: they come from the wallet's transfer feed, read by cursor after commit.
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
  /** `subscriber` names who listens (a module), for the event list in docs and errors. */
  subscribe<K extends EventName>(name: K, subscriber: string, handler: EventHandler<K>): void;
  /** Who listens to what, in subscription order. */
  subscriptions(): Array<{ event: EventName; subscriber: string }>;
}

export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Array<{ subscriber: string; handler: EventHandler<never> }>>();
  return {
    async publish(tx, name, event) {
      for (const { handler } of handlers.get(name) ?? []) await (handler as EventHandler<typeof name>)(tx, event);
    },
    subscribe(name, subscriber, handler) {
      const list = handlers.get(name) ?? [];
      list.push({ subscriber, handler: handler as EventHandler<never> });
      handlers.set(name, list);
    },
    subscriptions: () => [...handlers.entries()].flatMap(([event, list]) => list.map(({ subscriber }) => ({ event, subscriber }))),
  };
}
