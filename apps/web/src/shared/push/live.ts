import { useExternalStoreInTransition } from '../store/create.ts';

/**
 * Whether the push stream is up (docs/decisions/078). features/push sets it; the queries it keeps
 * fresh read it, so that they poll only while it is down. It lives here because the features it
 * serves (wallet, VIP, tasks, red dots) and the push feature must not import each other.
 */
let live = false;
const listeners = new Set<() => void>();

/** While the stream is down, screens that follow the server read again this often. */
export const PUSH_FALLBACK_POLL_MS = 60_000;

export function setPushLive(value: boolean): void {
  if (value === live) return;
  live = value;
  listeners.forEach((listener) => listener());
}

export function isPushLive(): boolean {
  return live;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushLive(): boolean {
  return useExternalStoreInTransition(subscribe, isPushLive);
}

/** A query's refetchInterval when the push stream keeps it fresh: none while it is up, the slow fallback while it is down. */
export function useFallbackPoll(): number | false {
  return usePushLive() ? false : PUSH_FALLBACK_POLL_MS;
}
