import { PUSH_STREAM_PATH, PushLimits } from '@casino/contract';
import type { PushControl, PushEndReason, PushSignal } from '@casino/contract';
import { parsePushMessage } from './push-message.ts';
import { createSseParser } from './sse-parser.ts';

export interface PushStreamHandlers {
  /** A signal, or `resync` (signals were missed). */
  onMessage(message: PushSignal | Extract<PushControl, { type: 'resync' }>): void;
  /** The stream came up (ready) or went down. */
  onLive(live: boolean): void;
  /** The server ended the login session (or no longer knows the token): the stream stays closed. */
  onSessionEnded(): void;
}

export interface PushStreamOptions {
  token: string;
  /** Headers every request of the app carries (X-Device-Id). */
  headers(): Record<string, string>;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Whether the page is hidden, and a way to hear when that changes (the document's, by default). */
  page?: PageVisibility;
}

export interface PageVisibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

/** A stream that reads nothing, not even a heartbeat, for this long is dead (a lost network): reconnect. */
export const SILENCE_MS = PushLimits.heartbeatMs * 2.5;
/** A page hidden this long closes its stream; it reconnects (and catches up) when shown. */
export const HIDDEN_CLOSE_MS = 60_000;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;

/** The wait before reconnect attempt n (from 0): doubling from 1 s up to 60 s, each with up to a third more at random. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(base * (1 + random() / 3));
}

const documentVisibility: PageVisibility = {
  hidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** What to do after a connection ends. */
type Next = { kind: 'now' } | { kind: 'backoff'; atLeastMs?: number } | { kind: 'whenShown' } | { kind: 'stop' };

const afterEnd: Record<PushEndReason, Next> = {
  sessionEnded: { kind: 'stop' },
  // Another of the player's pages took this one's place: come back when this one is looked at again.
  replaced: { kind: 'whenShown' },
  reconnect: { kind: 'now' },
  slowReader: { kind: 'now' },
};

/**
 * The push stream of one login (packages/contract/src/push.ts): GET with the token in the
 * Authorization header (EventSource cannot send one, so the stream is read with fetch), the
 * last event id sent back on every reconnect so that missed signals are replayed, reconnects
 * with backoff, and closed while the page is hidden for long. Answers stop().
 */
export function openPushStream(options: PushStreamOptions, handlers: PushStreamHandlers): { stop(): void } {
  const fetchFn = options.fetch ?? fetch.bind(globalThis);
  const page = options.page ?? documentVisibility;
  const url = (options.baseUrl ?? import.meta.env.VITE_API_BASE ?? '') + PUSH_STREAM_PATH;
  let stopped = false;
  let lastEventId: string | null = null;
  let attempt = 0;
  let connection: AbortController | null = null;
  let wake: (() => void) | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  /** Waits `ms` (forever when null); wake() or stop() cut it short. */
  const pause = (ms: number | null) => new Promise<void>((resolve) => {
    const timer = ms === null ? undefined : setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      wake = null;
      resolve();
    }
    wake = done;
  });

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (page.hidden()) hiddenTimer = setTimeout(() => connection?.abort(), HIDDEN_CLOSE_MS);
    else wake?.();
  };
  const stopListening = page.onChange(onVisibility);
  const onOnline = () => wake?.();
  window.addEventListener('online', onOnline);

  async function connectOnce(): Promise<Next> {
    const controller = new AbortController();
    connection = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    try {
      const response = await fetchFn(url, {
        headers: { ...options.headers(), Authorization: `Bearer ${options.token}`, ...(lastEventId === null ? {} : { 'Last-Event-ID': lastEventId }) },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
        // The call envelope: 401 ends the stream for good, 429 says how long to wait.
        const envelope = (await response.json().catch(() => null)) as { code?: number; retryAfter?: number } | null;
        if (envelope?.code === 401) return { kind: 'stop' };
        return { kind: 'backoff', atLeastMs: (envelope?.retryAfter ?? 0) * 1000 };
      }
      heard();
      let next: Next = { kind: 'backoff' };
      const parse = createSseParser((event) => {
        if (event.id !== null) lastEventId = event.id;
        const message = parsePushMessage(event.data);
        if (!message) return;
        if (message.type === 'ready') {
          attempt = 0;
          handlers.onLive(true);
        } else if (message.type === 'end') {
          next = afterEnd[message.reason];
        } else {
          handlers.onMessage(message);
        }
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        parse(decoder.decode(value, { stream: true }));
      }
      return next;
    } catch {
      return { kind: 'backoff' };
    } finally {
      clearTimeout(silence);
      connection = null;
      handlers.onLive(false);
    }
  }

  void (async () => {
    while (!stopped) {
      if (page.hidden()) {
        await pause(null);
        continue;
      }
      const next = await connectOnce();
      if (stopped) break;
      if (next.kind === 'stop') {
        stopped = true;
        handlers.onSessionEnded();
        break;
      }
      if (next.kind === 'whenShown') {
        // Until the page is hidden and shown again.
        while (!stopped && !page.hidden()) await pause(null);
      } else if (next.kind === 'now') {
        // Servers that stop end every stream at once: spread the returns over a second.
        await pause(Math.random() * 1_000);
      } else if (!page.hidden()) {
        await pause(Math.max(next.atLeastMs ?? 0, backoffMs(attempt++)));
      }
    }
  })();

  return {
    stop() {
      stopped = true;
      clearTimeout(hiddenTimer);
      stopListening();
      window.removeEventListener('online', onOnline);
      connection?.abort();
      wake?.();
    },
  };
}
