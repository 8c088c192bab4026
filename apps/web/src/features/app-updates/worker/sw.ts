/**
 * The player app's service worker (docs/decisions/070), built by vite-plugin-pwa (injectManifest):
 * the build's files precached under their revisions (hashed assets, index.html by content), old
 * precaches removed on activate, app routes answered with the shell, the server's paths left to
 * the network. A new version waits until the page asks it to take over (the Reload prompt).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { servesShell, SKIP_WAITING } from './routing.ts';

/** The worker's global scope, as far as this file uses it (the app's type library is the DOM's). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
const worker = self as unknown as WorkerScope;

cleanupOutdatedCaches();
// Written as self.__WB_MANIFEST: the build replaces exactly that with the list of files and revisions.
precacheAndRoute((self as unknown as { __WB_MANIFEST: Array<PrecacheEntry | string> }).__WB_MANIFEST);

// Only navigations to app routes get the shell; no route matches the server's paths, so the
// browser fetches those itself and a failure stays a failure.
registerRoute(({ request, url }) => request.mode === 'navigate' && servesShell(url, worker.location.origin), createHandlerBoundToURL('/index.html'));

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void worker.skipWaiting();
});
// The first install takes the open page at once, so what it loads later comes from the precache too.
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
