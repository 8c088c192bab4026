import { CLIENT_CHANNEL, CLIENT_REFERRER, CLIENT_VERSION, Limits } from '@casino/contract';
import type { CallBody, ClientEvent } from '@casino/contract';

/** Sends one batch; answers false when the browser would not take it. */
export type SendBatch = (events: ClientEvent[]) => boolean;

export interface EventLogOptions {
  send: SendBatch;
  /** Most events per call (§9: 20). */
  batchMax?: number;
  /** How long an event waits for others before its batch goes (§9: 3000 ms). */
  intervalMs?: number;
}

export interface EventLog {
  add(event: ClientEvent): void;
  /** Sends everything waiting, in batches of at most batchMax. */
  flush(): void;
  /** Events not sent yet. */
  pending(): number;
}

/**
 * §7: events wait at most intervalMs and go in batches of at most batchMax; a full batch goes at
 * once. A batch the browser refuses (sendBeacon's queue is full) goes back to the front to wait for
 * the next flush.
 */
export function createEventLog({ send, batchMax = Limits.eventLogBatch, intervalMs = Limits.eventLogIntervalMs }: EventLogOptions): EventLog {
  let queue: ClientEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, batchMax);
      if (!send(batch)) break;
      queue = queue.slice(batch.length);
    }
  };

  return {
    add(event) {
      queue.push(event);
      if (queue.length >= batchMax) flush();
      // A timer only while something waits: an idle page wakes up for nothing.
      else timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    pending: () => queue.length,
  };
}

type Envelope = CallBody<'appEventLogClient'> & Record<'clientReferrer' | 'channel' | 'appId', string> & { platform: number };

/** What a batch says about the client: read when it goes, from the api client's own sources. */
export interface ClientFacts {
  /** Where appEventLogClient is served. */
  url: string;
  appId: string;
  deviceId: string;
  platform: number;
}

/**
 * One batch by beacon: the same JSON envelope as every call, in a Blob typed application/json.
 * A beacon carries no headers, so the device id rides in the body.
 */
export function beaconBatch(events: ClientEvent[], { url, appId, deviceId, platform }: ClientFacts): boolean {
  const body: Envelope = {
    eventList: events.map((e) => ({ channel: CLIENT_CHANNEL, appId, version: CLIENT_VERSION, ...e })),
    deviceId,
    clientReferrer: CLIENT_REFERRER, channel: CLIENT_CHANNEL, appId, platform,
  };
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function') return navigator.sendBeacon(url, blob);
  // No beacon (old browsers, some webviews): a request that outlives the page does the same.
  void fetch(url, { method: 'POST', body: blob, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
  return true;
}

/** Flushes when the page is hidden or left: the last chance to send before it may be discarded. */
export function flushWhenHidden(log: Pick<EventLog, 'flush'>): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') log.flush();
  };
  const onPageHide = () => log.flush();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}

let appLog: EventLog | null = null;

/**
 * The app's event log, made and hooked to page hiding on first use. The client's facts come from
 * the caller (track.ts, loaded with the first screen), so this chunk needs nothing else of the app.
 */
export function addToEventLog(event: ClientEvent, facts: () => ClientFacts): void {
  if (!appLog) {
    appLog = createEventLog({ send: (batch) => beaconBatch(batch, facts()) });
    flushWhenHidden(appLog);
  }
  appLog.add(event);
}
