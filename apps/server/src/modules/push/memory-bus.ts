import { PushLimits } from '@casino/contract';
import type { PushSignal } from '@casino/contract';
import { signalsAfter } from './bus.ts';
import type { BusListener, BusMessage, PushBus, SequencedSignal, SessionsEnd } from './bus.ts';

/** What a bus keeps: how many signals per player, and for how long after the last stream was seen. */
export interface ReplayBounds {
  replaySignals: number;
  resumeWindowMs: number;
}

export const DEFAULT_BOUNDS: ReplayBounds = { replaySignals: PushLimits.replaySignals, resumeWindowMs: PushLimits.resumeWindowMs };

/** Signals kept for replay; `floor`: signals numbered up to it may be gone (before watching began, or dropped). */
interface Kept {
  floor: number;
  signals: SequencedSignal[];
  expiresAt: number;
}

const EVERYONE = 'all';
const SWEEP_MS = 60_000;

/** The bus of a single server: everything in this process (no REDIS_URL). */
export function memoryPushBus(bounds: ReplayBounds = DEFAULT_BOUNDS): PushBus {
  let last = 0;
  const next = () => (last = Math.max(last + 1, Date.now() * 1000));
  const position = () => (last = Math.max(last, Date.now() * 1000));

  const kept = new Map<number | typeof EVERYONE, Kept>();
  const listeners = new Map<number | typeof EVERYONE, Set<BusListener>>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, k] of kept) if (k.expiresAt <= now) kept.delete(key);
  }, SWEEP_MS);
  sweep.unref();

  const live = (key: number | typeof EVERYONE): Kept | undefined => {
    const k = kept.get(key);
    if (k && k.expiresAt <= Date.now()) {
      kept.delete(key);
      return undefined;
    }
    return k;
  };

  const keep = (key: number | typeof EVERYONE, at: number) => {
    const k = live(key);
    const expiresAt = Date.now() + bounds.resumeWindowMs;
    if (k) k.expiresAt = expiresAt;
    else kept.set(key, { floor: at, signals: [], expiresAt });
  };

  const deliver = (key: number | typeof EVERYONE, message: BusMessage) => {
    for (const listener of listeners.get(key) ?? []) listener(message);
  };

  const append = (key: number | typeof EVERYONE, signal: PushSignal) => {
    const k = live(key);
    if (!k) return;
    const entry: SequencedSignal = { seq: next(), signal };
    k.signals.push(entry);
    if (k.signals.length > bounds.replaySignals) k.floor = k.signals.shift()!.seq;
    deliver(key, { kind: 'signal', ...entry });
  };

  const listenTo = (key: number | typeof EVERYONE, listener: BusListener) => {
    const set = listeners.get(key) ?? new Set<BusListener>();
    set.add(listener);
    listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
    };
  };

  return {
    publish: async (playerId, signal) => append(playerId, signal),
    broadcast: async (signal) => append(EVERYONE, signal),
    endSessions: async (playerId: number, end: SessionsEnd) => deliver(playerId, { kind: 'end', ...end }),
    listen: async (playerId, listener) => listenTo(playerId, listener),
    listenBroadcasts: async (listener) => listenTo(EVERYONE, listener),
    async watch(playerId) {
      const at = position();
      keep(playerId, at);
      keep(EVERYONE, at);
      return at;
    },
    async replay(playerId, after) {
      const mine = live(playerId);
      const everyone = live(EVERYONE);
      if (!mine || !everyone || after < mine.floor || after < everyone.floor || after > last) return null;
      return signalsAfter(after, mine.signals, everyone.signals);
    },
    async keepAlive(playerIds) {
      const at = position();
      for (const id of playerIds) keep(id, at);
      keep(EVERYONE, at);
    },
    // Nothing travels outside this process, so nothing is lost in transit.
    onGap: () => undefined,
    async close() {
      clearInterval(sweep);
      listeners.clear();
      kept.clear();
    },
  };
}
