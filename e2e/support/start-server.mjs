#!/usr/bin/env node
// Starts one server of the browser suite on a fresh, throw-away data directory.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const sites = {
  standard: { PORT: String(base), SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false', USER_REGISTER_COIN: '1000' },
  green: { PORT: String(base + 1), SITE_MODE: 'green', SITE_VARIANT: 'n7', REGISTER_TYPE: 'phone', OTP_STATUS: 'true' },
  // Serves a copy of the built app that the offline spec rewrites to stand for a new build (servers.ts pwaWebDir).
  pwa: { PORT: String(base + 2), SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false', WEB_DIST_DIR: join(tmpdir(), `casino-e2e-pwa-web-${base + 2}`) },
  // An app below the minimum version sees the forced-update sheet (servers.ts OLD_CLIENT_MIN_VERSION).
  oldClient: { PORT: String(base + 3), SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false', MIN_CLIENT_VERSION: '9.9.9' },
  // New players start with no coins: bankrupt at once, as the supply spec needs (servers.ts).
  noSignUpCoins: { PORT: String(base + 4), SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false', USER_REGISTER_COIN: '0', MAIL_WELCOME_COIN: '0' },
  // Its time moves forward and its jobs run on request (/sandbox/clock, /sandbox/jobs), for the daily
  // claims and the VIP rebate's settlement; new players get 10,000.00 to bet with (servers.ts).
  clock: { PORT: String(base + 5), SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false', SANDBOX_CLOCK: 'true', USER_REGISTER_COIN: '1000000' },
};
const site = sites[process.argv[2]];
// E2E_WEB_DIST_DIR: a built app elsewhere than apps/web/dist (several suites on one machine at once).
const builtApp = process.env.E2E_WEB_DIST_DIR || join(root, 'apps/web/dist');
if (!site) throw new Error(`unknown e2e site ${process.argv[2]}`);
if (!site.WEB_DIST_DIR && process.env.E2E_WEB_DIST_DIR) site.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;

const dataDir = mkdtempSync(join(tmpdir(), `casino-e2e-${process.argv[2]}-`));
const copiesApp = site.WEB_DIST_DIR !== undefined && site.WEB_DIST_DIR !== process.env.E2E_WEB_DIST_DIR;
if (copiesApp) {
  rmSync(site.WEB_DIST_DIR, { recursive: true, force: true });
  cpSync(builtApp, site.WEB_DIST_DIR, { recursive: true });
}
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // The suite registers many players from one address: loosen the per-IP limits for it.
  env: { ...process.env, ...site, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_SCALE: '100', LOG_LEVEL: 'warn' },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (copiesApp) rmSync(site.WEB_DIST_DIR, { recursive: true, force: true });
  process.exit(code ?? 0);
});
