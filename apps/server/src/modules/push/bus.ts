import type { PushSignal } from '@casino/contract';

/**
 * How signals travel from the server where something changed to the servers holding the
 * player's streams (docs/decisions/078): in this process with one server (memory-bus.ts), through
 * Redis pub/sub with several (redis-bus.ts). Both number every signal from one sequence that
 * only grows (microseconds since 1970, or one more than the last when signals come faster), and
 * keep the latest signals of each watched player for a while, so a stream that reconnects with
 * the last number it saw gets what it missed, or learns that it cannot (replay answers null).
 */

/** A signal with its number in the sequence. */
export interface SequencedSignal {
  seq: number;
  signal: PushSignal;
}

/** Which of a player's login sessions ended: one, or all (but one). */
export interface SessionsEnd {
  sessionId: number | null;
  exceptSessionId: number | null;
}

export type BusMessage = ({ kind: 'signal' } & SequencedSignal) | ({ kind: 'end' } & SessionsEnd);
export type BusListener = (message: BusMessage) => void;

export interface PushBus {
  /**
   * Numbers the signal, keeps it for replay and delivers it to the player's listeners on every
   * server. A player nobody watches (no stream open or closed lately) is skipped: there is nobody
   * to tell, and a stream that opens later starts from what the app reads then.
   */
  publish(playerId: number, signal: PushSignal): Promise<void>;
  /** The same for every player at once (an operator's mail to everyone). */
  broadcast(signal: PushSignal): Promise<void>;
  /** Ends the streams of those sessions on every server (they are not numbered or kept). */
  endSessions(playerId: number, end: SessionsEnd): Promise<void>;
  /** Delivers the player's messages, in sequence order, until stop(); resolves once they flow. */
  listen(playerId: number, listener: BusListener): Promise<() => void>;
  /** Delivers the broadcasts, in sequence order, until stop(). */
  listenBroadcasts(listener: BusListener): Promise<() => void>;
  /**
   * Starts (or keeps) watching the player: their signals are kept for replay from now on.
   * Answers the current position of the sequence, where a new stream starts.
   */
  watch(playerId: number): Promise<number>;
  /** The player's and the broadcast signals numbered after `after`, in order; null when some may be gone. */
  replay(playerId: number, after: number): Promise<SequencedSignal[] | null>;
  /** Keeps watching these players (each open stream's player, on every heartbeat). */
  keepAlive(playerIds: readonly number[]): Promise<void>;
  /** Called when messages may have been lost in transit (Redis came back after a break). */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** The signals of two ordered lists after `after`, merged in sequence order. */
export function signalsAfter(after: number, ...lists: ReadonlyArray<readonly SequencedSignal[]>): SequencedSignal[] {
  return lists.flat().filter((s) => s.seq > after).sort((a, b) => a.seq - b.seq);
}
