/**
 * Registers the service worker once the page has loaded, so it does not compete with the first
 * screen; the code that does it loads only then (docs/decisions/070).
 */
export function startAppUpdates(): void {
  if (typeof window === 'undefined') return;
  // The dev server serves no worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('./lib/register.ts').then(({ registerAppWorker }) => registerAppWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
