import { controllerChanged, holdRegistration, markUpdateReady } from './update-state.ts';

/** How often an open app asks the server for a new version, besides each return to the foreground. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and watches for new versions (docs/decisions/070): hourly and when
 * the app comes back to the foreground, the browser is asked to fetch sw.js again; a new worker
 * that installs while a page is controlled is a new version, offered by the Reload prompt.
 */
export async function registerAppWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<ServiceWorkerRegistration> {
  // The worker script itself is never taken from the HTTP cache, so a new build is seen at once.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  holdRegistration(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install, not an update.
      if (installing.state === 'installed' && container.controller) markUpdateReady();
    });
  });
  container.addEventListener('controllerchange', () => controllerChanged());
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return registration;
}
