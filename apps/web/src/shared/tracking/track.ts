import type { ClientEvent } from '@casino/contract';
import { getAppId } from '../api/client.ts';
import { getDeviceId } from '../device/device-id.ts';
import { getPlatform } from '../device/platform.ts';
import { inOwnTask } from '../lib/own-task.ts';
import type { ClientFacts } from './event-log.ts';
// The contract's wirePath() of each call, resolved at build time (see build/contract-runtime.ts).
import wirePath from 'virtual:wire-paths';

/**
 * The one way screens log an event (§7 appEventLogClient). This file stays tiny and is loaded
 * with the first screen; the batcher behind it (event-log.ts) loads on the first event, so
 * a visit that logs nothing never downloads it.
 */
export type EventParams = NonNullable<ClientEvent['params']>;

let userId = 0;
let batcher: Promise<(event: ClientEvent, facts: () => ClientFacts) => void> | null = null;
const clientFacts = (): ClientFacts => ({
  url: (import.meta.env.VITE_API_BASE ?? '') + wirePath('appEventLogClient'), appId: getAppId(), deviceId: getDeviceId(), platform: getPlatform(),
});

/** The logged-in player's id, or 0 for a guest (§3): stamped on every event from now on. */
export function setEventUserId(id: number | null | undefined): void {
  userId = id ?? 0;
}

/** Logs an event, stamped now (in seconds) with the current player. */
export function track(eventName: string, params?: EventParams): void {
  // Stamped here, not when the batcher has loaded: the time and player are those of the moment.
  const event: ClientEvent = { eventName, eventTime: Math.floor(Date.now() / 1000), eventUserId: userId, ...(params ? { params } : {}) };
  // Asked for in a task of its own: the import puts links in the page, and a screen logs from
  // its effects, in the task that commits it (decision 104).
  batcher ??= inOwnTask().then(() => import('./event-log.ts')).then((m) => m.addToEventLog);
  void batcher.then((add) => add(event, clientFacts), () => {
    // The chunk did not load (offline): logging is best effort, try the import again next time.
    batcher = null;
  });
}
