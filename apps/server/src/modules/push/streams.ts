import { PushLimits } from '@casino/contract';
import type { PushEndReason } from '@casino/contract';
import type { BusMessage, PushBus, SequencedSignal, SessionsEnd } from './bus.ts';
import { SSE_HEARTBEAT, sseEvent } from './sse.ts';

/** Where a stream's text goes: the HTTP response. */
export interface StreamSink {
  write(text: string): void;
  /** Bytes written but not yet taken by the network. */
  backlog(): number;
  end(): void;
}

export interface StreamRequest {
  playerId: number;
  sessionId: number;
  /** Last-Event-ID as parseLastEventId read it. */
  lastEventId: number | null | undefined;
  sink: StreamSink;
  /** Whether the login session still holds, asked once the stream listens (a logout may have raced the open). */
  stillLoggedIn(): Promise<boolean>;
}

export interface StreamHandle {
  /** The client went away: forget the stream. */
  close(): void;
  /** Resolves once the stream is live (or has ended while starting). */
  started: Promise<void>;
}

export interface StreamRegistry {
  open(request: StreamRequest): StreamHandle;
  /** Open streams on this server, of one player or of all. */
  count(playerId?: number): number;
  /** Ends the streams whose login session has ended (the heartbeat does it; tests and tooling may ask now). */
  checkSessions(): Promise<void>;
  /** Ends every stream ('reconnect': the app finds another server) and refuses new ones. */
  endAll(): void;
  stop(): void;
}

export interface StreamLog {
  warn(details: object, message: string): void;
}

export interface StreamOptions {
  heartbeatMs?: number;
  maxAgeMs?: number;
  perPlayer?: number;
  /** A reader this far behind is cut off ('slowReader'): signals are small, so it is not reading at all. */
  maxBacklogBytes?: number;
  /** Which of these login sessions have ended (session-ends.ts); asked on every heartbeat. */
  endedSessions?: (sessionIds: readonly number[]) => Promise<number[]>;
}

interface Stream {
  playerId: number;
  sessionId: number;
  sink: StreamSink;
  /** The position the app has: the last signal sent (or where the stream began). */
  lastSent: number;
  /** Messages that arrived while the stream was starting; null once it is live. */
  waiting: BusMessage[] | null;
  /** When it ends ('reconnect'), spread so that streams opened together do not all come back together. */
  endsAt: number;
  closed: boolean;
}

interface PlayerStreams {
  streams: Stream[];
  /** The bus listener of this player (one per server); resolves to its stop, or null when listening failed. */
  listening: Promise<(() => void) | null>;
}

const MAX_BACKLOG_BYTES = 256 * 1024;

const endsFor = (stream: Stream, end: SessionsEnd) =>
  (end.sessionId === null || end.sessionId === stream.sessionId) && end.exceptSessionId !== stream.sessionId;

/**
 * The push streams this server holds: per player at most a few (the oldest ends), each fed by one
 * bus listener per player and the broadcast listener; a heartbeat comment on every stream, the
 * bus told to keep the players watched, and streams ended at their age.
 */
export function createStreamRegistry(bus: PushBus, log: StreamLog, options: StreamOptions = {}): StreamRegistry {
  const heartbeatMs = options.heartbeatMs ?? PushLimits.heartbeatMs;
  const maxAgeMs = options.maxAgeMs ?? PushLimits.streamMaxAgeMs;
  const perPlayer = options.perPlayer ?? PushLimits.streamsPerPlayer;
  const maxBacklog = options.maxBacklogBytes ?? MAX_BACKLOG_BYTES;
  const players = new Map<number, PlayerStreams>();
  let closing = false;

  const write = (stream: Stream, text: string) => {
    if (stream.closed) return;
    stream.sink.write(text);
    if (stream.sink.backlog() > maxBacklog) finish(stream, 'slowReader', false);
  };

  function finish(stream: Stream, reason: PushEndReason, tell = true) {
    if (stream.closed) return;
    if (tell) stream.sink.write(sseEvent({ type: 'end', reason }));
    stream.closed = true;
    stream.sink.end();
    forget(stream);
  }

  function forget(stream: Stream) {
    stream.closed = true;
    const entry = players.get(stream.playerId);
    if (!entry) return;
    const at = entry.streams.indexOf(stream);
    if (at >= 0) entry.streams.splice(at, 1);
    if (entry.streams.length > 0) return;
    players.delete(stream.playerId);
    void entry.listening.then((stop) => stop?.());
  }

  function deliver(stream: Stream, message: BusMessage) {
    if (stream.closed) return;
    if (stream.waiting) {
      stream.waiting.push(message);
      return;
    }
    if (message.kind === 'end') {
      if (endsFor(stream, message)) finish(stream, 'sessionEnded');
      return;
    }
    send(stream, message);
  }

  function send(stream: Stream, signal: SequencedSignal) {
    // Replayed already, or from before the stream began.
    if (signal.seq <= stream.lastSent) return;
    stream.lastSent = signal.seq;
    write(stream, sseEvent(signal.signal, signal.seq));
  }

  const everyStream = () => [...players.values()].flatMap((entry) => entry.streams);

  const broadcasts = bus.listenBroadcasts((message) => {
    for (const stream of everyStream()) deliver(stream, message);
  }).catch((err: unknown) => {
    log.warn({ err: (err as Error).message }, 'push: cannot listen to broadcasts');
    return null;
  });

  bus.onGap(() => {
    for (const stream of everyStream()) if (!stream.waiting) write(stream, sseEvent({ type: 'resync' }));
  });

  // Sessions that ended without an event reaching this server (a ban from the command line, an expiry).
  let sweeping = false;
  const sweepEndedSessions = async () => {
    const ask = options.endedSessions;
    if (!ask || sweeping) return;
    sweeping = true;
    try {
      const ended = new Set(await ask([...new Set(everyStream().map((s) => s.sessionId))]));
      for (const stream of everyStream()) if (ended.has(stream.sessionId)) finish(stream, 'sessionEnded');
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'push: cannot check the streams\' sessions');
    } finally {
      sweeping = false;
    }
  };

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const stream of everyStream()) {
      if (now >= stream.endsAt) finish(stream, 'reconnect');
      // A stream still starting has written nothing yet: ready comes first.
      else if (!stream.waiting) write(stream, SSE_HEARTBEAT);
    }
    bus.keepAlive([...players.keys()]).catch((err: unknown) => log.warn({ err: (err as Error).message }, 'push: cannot keep players watched'));
    void sweepEndedSessions();
  }, heartbeatMs);
  heartbeat.unref();

  async function start(stream: Stream, request: StreamRequest, entry: PlayerStreams): Promise<void> {
    try {
      // Listening first, then the position: whatever is published from then on arrives live.
      if ((await entry.listening) === null || (await broadcasts) === null) throw new Error('the bus does not deliver');
      const position = await bus.watch(stream.playerId);
      if (!(await request.stillLoggedIn())) {
        finish(stream, 'sessionEnded');
        return;
      }
      const after = request.lastEventId;
      const replay = typeof after === 'number' ? await bus.replay(stream.playerId, after) : null;
      if (stream.closed) return;
      const resumed = replay !== null && typeof after === 'number';
      stream.lastSent = resumed ? after : position;
      write(stream, sseEvent({ type: 'ready', resumed }, stream.lastSent));
      if (after !== undefined && !resumed) write(stream, sseEvent({ type: 'resync' }));
      for (const signal of replay ?? []) send(stream, signal);
      const waiting = stream.waiting ?? [];
      stream.waiting = null;
      for (const message of waiting) deliver(stream, message);
    } catch (err) {
      log.warn({ err: (err as Error).message, playerId: stream.playerId }, 'push: stream could not start; the app reconnects');
      finish(stream, 'reconnect');
    }
  }

  return {
    open(request) {
      const stream: Stream = {
        playerId: request.playerId, sessionId: request.sessionId, sink: request.sink, lastSent: 0, waiting: [],
        endsAt: Date.now() + maxAgeMs * (0.8 + Math.random() * 0.4), closed: false,
      };
      if (closing) {
        finish(stream, 'reconnect');
        return { close: () => undefined, started: Promise.resolve() };
      }
      let entry = players.get(request.playerId);
      if (!entry) {
        const created: PlayerStreams = { streams: [], listening: Promise.resolve(null) };
        created.listening = bus.listen(request.playerId, (message) => {
          for (const s of [...created.streams]) deliver(s, message);
        }).catch((err: unknown) => {
          log.warn({ err: (err as Error).message }, 'push: cannot listen to the player');
          return null;
        });
        players.set(request.playerId, created);
        entry = created;
      }
      entry.streams.push(stream);
      while (entry.streams.length > perPlayer) finish(entry.streams[0]!, 'replaced');
      return { close: () => forget(stream), started: start(stream, request, entry) };
    },
    checkSessions: sweepEndedSessions,
    count: (playerId) => (playerId === undefined ? everyStream().length : players.get(playerId)?.streams.length ?? 0),
    endAll() {
      closing = true;
      for (const stream of everyStream()) finish(stream, 'reconnect');
    },
    stop() {
      clearInterval(heartbeat);
      void broadcasts.then((stop) => stop?.());
    },
  };
}
