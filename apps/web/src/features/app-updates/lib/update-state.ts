import { useSyncExternalStore } from 'react';
import { reportReachable, serverReachable, subscribeReachability } from '../../../shared/api/reachability.ts';
import { SKIP_WAITING } from '../worker/routing.ts';

/**
 * What the page knows about its service worker: the registration, whose waiting worker (a new
 * version, installed) the Reload prompt offers. One small store read by the prompt
 * (useAppUpdateState) and written by the registration (register.ts).
 */
export interface AppUpdateState {
  /** A new version is installed and waiting for the page to take it. */
  updateReady: boolean;
}

let registration: ServiceWorkerRegistration | null = null;
let state: AppUpdateState = { updateReady: false };
const listeners = new Set<() => void>();
/** Set when the player chose to reload: the controller change that follows reloads the page. */
let reloadWanted = false;

function set(changes: Partial<AppUpdateState>): void {
  const next = { ...state, ...changes };
  if (next.updateReady === state.updateReady) return;
  state = next;
  for (const listener of listeners) listener();
}

export function appUpdateState(): AppUpdateState {
  return state;
}

export function subscribeAppUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppUpdateState(): AppUpdateState {
  return useSyncExternalStore(subscribeAppUpdateState, appUpdateState, appUpdateState);
}

/** The registration the page runs under; a waiting worker on it is a version ready to take. */
export function holdRegistration(next: ServiceWorkerRegistration): void {
  registration = next;
  set({ updateReady: next.waiting !== null && navigator.serviceWorker.controller !== null });
}

export function markUpdateReady(): void {
  set({ updateReady: true });
}

/** How the page reloads into a new version (tests watch it). */
export const page = {
  reload: (): void => window.location.reload(),
};

/** The controller changed: reload into the new version if the player asked for it. */
export function controllerChanged(): void {
  if (reloadWanted) page.reload();
}

/**
 * Takes the new version: a waiting worker is told to take over and the page reloads once it has
 * (controllerChanged); without one, the server is asked for a newer worker first, and the page
 * reloads as it is when there is none (it then fetches index.html again).
 */
export async function applyUpdate(): Promise<void> {
  reloadWanted = true;
  let waiting = registration?.waiting ?? null;
  if (!waiting && registration) {
    await registration.update().catch(() => undefined);
    waiting = registration.waiting ?? (await installedWorker(registration));
  }
  if (waiting && navigator.serviceWorker?.controller) waiting.postMessage({ type: SKIP_WAITING });
  else page.reload();
}

/** The worker being installed right now, once it is installed (null when none is or it fails). */
function installedWorker(reg: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const installing = reg.installing;
  if (!installing) return Promise.resolve(null);
  return new Promise((resolve) => {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') resolve(installing);
      else if (installing.state === 'redundant') resolve(null);
    });
  });
}

/** While the server is out of reach, how often the app asks it again (a bodiless GET /healthz). */
export const REACHABILITY_PROBE_MS = 5000;

/**
 * Whether the app is online: the browser says it has a connection (its online and offline
 * events) and the server answered the app's last call (shared/api/reachability.ts). While the
 * server is out of reach, /healthz is asked every few seconds, so the notice goes once it answers.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, () => navigator.onLine && serverReachable(), () => true);
}

function subscribeConnection(listener: () => void): () => void {
  let probe: ReturnType<typeof setInterval> | null = null;
  const ask = () => {
    void fetch('/healthz', { cache: 'no-store' }).then(() => reportReachable(true), () => undefined);
  };
  const followReachability = () => {
    if (serverReachable() && probe !== null) {
      clearInterval(probe);
      probe = null;
    } else if (!serverReachable() && probe === null) {
      probe = setInterval(ask, REACHABILITY_PROBE_MS);
    }
    listener();
  };
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const unsubscribe = subscribeReachability(followReachability);
  if (!serverReachable()) followReachability();
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    unsubscribe();
    if (probe !== null) clearInterval(probe);
  };
}

/** For tests: forget the registration, with no update waiting. */
export function resetAppUpdateState(): void {
  registration = null;
  reloadWanted = false;
  state = { updateReady: false };
}
