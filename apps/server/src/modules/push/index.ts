/**
 * push: one Server-Sent Events stream per logged-in player telling the app what changed
 * (balance, mail, red dots, a withdrawal's state ...), so that it reads that again instead of
 * polling (docs/decisions/078). Signals leave after the change commits: from events
 * (signals.ts) and the wallet's balance moves; the bus carries them to the server holding the
 * stream (in this process, or Redis with REDIS_URL). No other module needs it.
 */
import type { Publisher } from './publisher.ts';
import type { StreamRegistry } from './streams.ts';

export interface PushFace {
  /** What the module tells players (after commit). */
  publisher: Publisher;
  /** The streams this server holds. */
  streams: StreamRegistry;
}

export type { PushBus, SequencedSignal, SessionsEnd } from './bus.ts';
