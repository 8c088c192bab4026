import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The servers the browser suite runs against, each on a fresh data directory: the standard
 * site (username registration), a green-mode site with phone registration and OTP, a site
 * serving a copy of the built app that a spec may change (a new build, for the service
 * worker's updates), a site whose MIN_CLIENT_VERSION is above the app's, a site that gives
 * new players no coins (a bankrupt player at once), and a site whose clock a spec may move
 * forward and whose background jobs it may run (SANDBOX_CLOCK: the next Philippine day, a day's
 * settlement; support/sandbox-clock.ts), where new players start with 10,000.00.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_SERVERS = {
  standard: { name: 'standard', port: base, url: `http://127.0.0.1:${base}` },
  green: { name: 'green', port: base + 1, url: `http://127.0.0.1:${base + 1}` },
  pwa: { name: 'pwa', port: base + 2, url: `http://127.0.0.1:${base + 2}` },
  oldClient: { name: 'oldClient', port: base + 3, url: `http://127.0.0.1:${base + 3}` },
  noSignUpCoins: { name: 'noSignUpCoins', port: base + 4, url: `http://127.0.0.1:${base + 4}` },
  clock: { name: 'clock', port: base + 5, url: `http://127.0.0.1:${base + 5}` },
} as const;

/** The copy of apps/web/dist the pwa site serves (start-server.mjs makes it); specs may rewrite its sw.js. */
export const pwaWebDir = (port: number = E2E_SERVERS.pwa.port): string => join(tmpdir(), `casino-e2e-pwa-web-${port}`);

/** The minimum app version the oldClient site declares: above the app's own (1.0.28). */
export const OLD_CLIENT_MIN_VERSION = '9.9.9';
