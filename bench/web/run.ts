/**
 * Player app load: the initial JavaScript of /lobby/home and a Lighthouse mobile run against the
 * real server, each beside an anchor measured in the same run.
 *
 *   npm run build -w apps/web && npm run bench:web
 *
 * - Initial JavaScript: gzip bytes of the entry chunk plus its modulepreloads in
 *   apps/web/dist/index.html (what every visit downloads before the first screen), beside the
 *   anchor: the smallest React app the same toolchain builds (createRoot and one element),
 *   gzipped the same way: the floor no screen of this app can go under.
 * - Lighthouse (mobile preset, simulated throttling): performance score, FCP, LCP, TBT and CLS of
 *   /lobby/home on a fresh server, for a guest and for a logged-in player (registered through the
 *   API, its token put where the app reads it, caches and storage cleared before each run like
 *   Lighthouse does for the guest), beside the anchor: the same run against a static page with one
 *   heading and no script, served from the same machine with the security headers the server
 *   sends with the app's page. One of them, Cross-Origin-Opener-Policy, makes Chromium open the
 *   page in a fresh renderer process rather than in the one of the tab's about:blank; without it
 *   the anchor would start warm where the app starts cold (decision 104).
 * - The lazy chunks /lobby/home loads (scripts beyond the initial JavaScript), from the median
 *   run's network records: when each was requested against first paint and LCP, and its size.
 *
 * - The operator console's initial JavaScript (apps/admin/dist, served under /admin), beside the
 *   player app's: a separate bundle that the player app never loads.
 *
 * - BENCH_BASELINE_DIST, when set, names another build of the player app (say, the last commit's,
 *   `vite build --outDir /tmp/baseline-dist`). It is served by a second server of its own, and
 *   each Lighthouse run of this build is followed by the same run of the baseline, so that both
 *   see the same machine: on a shared machine whose speed drifts between minutes, only runs taken
 *   side by side compare. Both medians are printed, with this build's ratio to the baseline's.
 *
 * Builds nothing itself. CHROME_PATH picks the browser (default /usr/bin/chromium); BENCH_RUNS the
 * Lighthouse runs per page (default 3); BENCH_REPORT_DIR, when set, receives each median run's full
 * Lighthouse report (JSON), to see which element is the LCP or shifts, and its trace
 * (trace-NAME.json, for a trace viewer), to see what each long task did.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { securityHeaders } from '../../apps/server/src/platform/security.ts';
import { freePort } from '../../scripts/free-port.ts';
import { gzipBytes, initialJavaScript, kilobytes as kb } from '../../apps/web/build/initial-javascript.ts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dist = join(root, 'apps/web/dist');
const adminDist = join(root, 'apps/admin/dist');
const appRequire = createRequire(join(root, 'apps/web/package.json'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Lighthouse runs per page; the median run by performance score is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const reportDir = process.env.BENCH_REPORT_DIR;
const baselineDist = process.env.BENCH_BASELINE_DIST ? resolve(process.env.BENCH_BASELINE_DIST) : undefined;

// ---------------------------------------------------------------- initial JavaScript
// initialJavaScript (apps/web/build/initial-javascript.ts) is the same measure the size budget of
// `npm test` checks.

/** The framework floor: a minimal React app built by the app's bundler, minified, in memory. */
async function frameworkFloor(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-bench-anchor-'));
  try {
    writeFileSync(join(dir, 'main.js'), "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n"
      + "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Lobby'));\n");
    const output = await build({
      configFile: false, logLevel: 'silent', root: dir,
      resolve: { alias: { react: dirname(appRequire.resolve('react/package.json')), 'react-dom': dirname(appRequire.resolve('react-dom/package.json')) } },
      build: { write: false, target: 'es2022', rollupOptions: { input: join(dir, 'main.js') } },
    });
    const results = Array.isArray(output) ? output : [output];
    return results.flatMap((result) => ('output' in result ? result.output : []))
      .filter((item) => item.type === 'chunk')
      .reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- servers

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The real server on a throw-away data directory, serving the built app (like the browser suite's). */
async function startAppServer(webDist = dist): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // Vite's build() (the framework floor) sets NODE_ENV=production in this process: the server
      // would then refuse its sandboxes. It runs like the browser suite's, without NODE_ENV.
      ...process.env, NODE_ENV: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn',
      SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false', WEB_DIST_DIR: webDist,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 120_000);
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ANCHOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Anchor</title>
<style>html,body{margin:0;background:#0d1024;color:#f3f4ff;font-family:sans-serif}h1{padding:24px;font-size:28px}</style>
</head><body><h1>Welcome to the lobby</h1><p style="padding:0 24px">A page with no script.</p></body></html>`;

async function startAnchorServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const headers = securityHeaders();
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    response.end(ANCHOR_PAGE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(() => done())) };
}

// ---------------------------------------------------------------- Lighthouse

/** A script the page requested, from Lighthouse's network records (observed, unthrottled times). */
interface ScriptRequest {
  url: string;
  /** ms from navigation start. */
  requestedAt: number;
  transferBytes: number;
}

interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  observedFcp: number;
  observedLcp: number;
  scripts: ScriptRequest[];
  /** The whole Lighthouse report of the run. */
  report: unknown;
  /** The browser's trace of the run, which Lighthouse simulates the slow phone from. */
  trace: unknown;
}

interface NetworkItem { url: string; resourceType?: string; networkRequestTime?: number; transferSize?: number }
interface ObservedMetrics { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }

/** One Lighthouse run. `beforeEach` prepares the browser; it then also clears what Lighthouse's own storage reset would (`disableStorageReset`). */
async function lighthouseOnce(url: string, port: number, beforeEach?: () => Promise<void>): Promise<PageFigures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: beforeEach !== undefined };
  await beforeEach?.();
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = (id: string) => (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const observed = (details('metrics')[0] ?? {}) as ObservedMetrics;
  const scripts = (details('network-requests') as NetworkItem[])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, requestedAt: item.networkRequestTime ?? Number.NaN, transferBytes: item.transferSize ?? 0 }));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    observedFcp: observed.observedFirstContentfulPaint ?? Number.NaN,
    observedLcp: observed.observedLargestContentfulPaint ?? Number.NaN,
    scripts,
    report: lhr,
    trace: (result.artifacts as { Trace?: unknown }).Trace,
  };
}

/** A page to measure: its URL and how to prepare the browser before each run. */
interface Subject { name: string; url: string; beforeEach?: () => Promise<void> }

/**
 * RUNS Lighthouse runs of each subject, taken in turns (a run of each, then the next run of
 * each, in the reverse order), and each subject's median run (by score, then LCP). Each subject is first loaded once
 * unmeasured: a server that has just started compiles its hot paths and encodes the lobby art
 * at its first visit, on the cores the browser measures with, which no player of a running
 * server meets.
 */
async function lighthouseMedians(subjects: Subject[], port: number): Promise<PageFigures[]> {
  for (const subject of subjects) await lighthouseOnce(subject.url, port, subject.beforeEach);
  const runs: PageFigures[][] = subjects.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    // Turns in the order A B, then B A: whatever the run before leaves behind (the other server
    // still finishing a visit, the browser collecting the last tab) falls on each subject alike.
    const order = [...subjects.keys()];
    if (run % 2 === 1) order.reverse();
    for (const index of order) runs[index]!.push(await lighthouseOnce(subjects[index]!.url, port, subjects[index]!.beforeEach));
  }
  return subjects.map((subject, index) => {
    const sorted = [...runs[index]!].sort((a, b) => a.score - b.score || a.lcp - b.lcp);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `lighthouse-${subject.name}.json`), JSON.stringify(median.report));
      if (median.trace) writeFileSync(join(reportDir, `trace-${subject.name}.json`), JSON.stringify(median.trace));
    }
    return median;
  });
}

// ---------------------------------------------------------------- a logged-in player

const enrichment = { clientReferrer: 'ph', channel: 'WEB', appId: 'demo-web', platform: 0 };

async function callApi<T>(url: string, name: string, body: object): Promise<T & { errcode: number }> {
  const response = await fetch(`${url}/app/v1/anonymous/${name}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...enrichment, ...body }),
  });
  return (await response.json()) as T & { errcode: number };
}

/** Registers a username player through the API, its password encrypted as the app does (RSA-OAEP, SHA-256); returns the token. */
async function registerPlayer(url: string): Promise<string> {
  const { passwordPublicKey } = await callApi<{ passwordPublicKey: string }>(url, 'appConfig', {});
  const key = `-----BEGIN PUBLIC KEY-----\n${passwordPublicKey.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Bench-pass-1', 'utf8')).toString('base64');
  const account = `bench${Date.now().toString(36)}`;
  const result = await callApi<{ token: string }>(url, 'accountRegist', { account, password, type: 0, declaration: true });
  if (result.errcode !== 0 || !result.token) throw new Error(`registering the bench player failed: ${JSON.stringify(result)}`);
  return result.token;
}

/**
 * Before each player run: clear the origin's storage, service worker and the HTTP cache (what
 * Lighthouse's storage reset does for the guest), then put the token and the accepted age notice
 * where the app reads them (apps/web/src/shared/storage/keys.ts), as after a login.
 */
function signedInBrowser(origin: string, port: number, token: string): () => Promise<void> {
  return async () => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${origin}/healthz`);
      await page.evaluate((accessToken) => {
        localStorage.setItem('casino.accessToken', accessToken);
        localStorage.setItem('casino.ageProcess', '1');
      }, token);
      await page.close();
    } finally {
      await browser.disconnect();
    }
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, anchor: number) => (anchor > 0 ? `${(value / anchor).toFixed(2)}x` : 'n/a');

/** The scripts beyond the initial JavaScript: the lazy chunks, in request order, against first paint and LCP. */
function printLazyChunks(name: string, figures: PageFigures, initialFiles: ReadonlySet<string>): void {
  const lazy = figures.scripts
    .filter((script) => !initialFiles.has(new URL(script.url).pathname))
    .sort((a, b) => a.requestedAt - b.requestedAt);
  const total = lazy.reduce((sum, script) => sum + script.transferBytes, 0);
  console.log(`\nLazy chunks of /lobby/home, ${name} (median run, unthrottled: first paint ${ms(figures.observedFcp)}, LCP ${ms(figures.observedLcp)})`);
  for (const script of lazy) {
    const phase = script.requestedAt < figures.observedFcp ? 'before first paint'
      : script.requestedAt < figures.observedLcp ? 'after first paint' : 'after LCP';
    console.log(`  ${new URL(script.url).pathname.padEnd(44)} ${kb(script.transferBytes).padStart(9)} ${ms(script.requestedAt).padStart(8)}  ${phase}`);
  }
  console.log(`  ${lazy.length} lazy chunks, ${kb(total)} transferred`);
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` first');

  const initial = initialJavaScript(dist);
  const floor = await frameworkFloor();
  console.log('Initial JavaScript of /lobby/home (gzip -9)');
  for (const file of initial.files) console.log(`  ${file.file.padEnd(44)} ${kb(file.gzip).padStart(9)}`);
  console.log(`  total ${kb(initial.total)}; anchor (a minimal React app) ${kb(floor)}; ratio ${ratio(initial.total, floor)}`);
  // The operator console is a bundle of its own under /admin: shown beside, never part of the player's load.
  if (existsSync(join(adminDist, 'index.html'))) {
    const consoleJs = initialJavaScript(adminDist, '/admin/');
    console.log(`\nInitial JavaScript of the operator console /admin (gzip -9; not loaded by the player app)`);
    for (const file of consoleJs.files) console.log(`  ${file.file.padEnd(44)} ${kb(file.gzip).padStart(9)}`);
    console.log(`  total ${kb(consoleJs.total)}; player app ${kb(initial.total)}; anchor ${kb(floor)}; ratio to anchor ${ratio(consoleJs.total, floor)}`);
  } else {
    console.log('\n(apps/admin/dist is missing: `npm run build -w apps/admin` to see the console beside the player app)');
  }

  const app = await startAppServer();
  const baseline = baselineDist ? await startAppServer(baselineDist) : undefined;
  const anchor = await startAnchorServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (baselineDist) {
      const baselineInitial = initialJavaScript(baselineDist);
      console.log(`\nBaseline ${baselineDist}: initial JavaScript ${kb(baselineInitial.total)}; this build ${kb(initial.total)}; ratio ${ratio(initial.total, baselineInitial.total)}`);
    }
    const servers = [app, ...(baseline ? [baseline] : [])];
    const [guest, baselineGuest] = await lighthouseMedians(servers.map((server, index) => ({
      name: index === 0 ? 'guest' : 'baseline-guest', url: `${server.url}/lobby/home`,
    })), chrome.port);
    const tokens = await Promise.all(servers.map((server) => registerPlayer(server.url)));
    const [player, baselinePlayer] = await lighthouseMedians(servers.map((server, index) => ({
      name: index === 0 ? 'player' : 'baseline-player', url: `${server.url}/lobby/home`,
      beforeEach: signedInBrowser(server.url, chrome.port, tokens[index]!),
    })), chrome.port);
    const [plain] = await lighthouseMedians([{ name: 'anchor', url: anchor.url }], chrome.port);
    if (!guest || !player || !plain) throw new Error('a Lighthouse median is missing');
    console.log(`\nLighthouse mobile, median of ${RUNS} (anchor: a static page without script, the same security headers)`);
    console.log(`  ${''.padEnd(12)} ${'guest'.padStart(10)} ${'player'.padStart(10)} ${'anchor'.padStart(10)} ${'guest/anchor'.padStart(13)} ${'player/anchor'.padStart(14)}`);
    const row = (name: string, format: (value: number) => string, pick: (figures: PageFigures) => number) => {
      const [g, p, a] = [pick(guest), pick(player), pick(plain)];
      console.log(`  ${name.padEnd(12)} ${format(g).padStart(10)} ${format(p).padStart(10)} ${format(a).padStart(10)} ${(a > 0 ? ratio(g, a) : 'n/a').padStart(13)} ${(a > 0 ? ratio(p, a) : 'n/a').padStart(14)}`);
    };
    const rows: Array<[string, (value: number) => string, (figures: PageFigures) => number]> = [
      ['performance', String, (figures) => figures.score],
      ['FCP', ms, (figures) => figures.fcp],
      ['LCP', ms, (figures) => figures.lcp],
      ['TBT', ms, (figures) => figures.tbt],
      ['CLS', (value) => value.toFixed(3), (figures) => figures.cls],
    ];
    for (const [name, format, pick] of rows) row(name, format, pick);
    if (baselineGuest && baselinePlayer) {
      console.log(`\nThis build beside the baseline, runs taken in turns (median of ${RUNS} each)`);
      console.log(`  ${''.padEnd(12)} ${'guest'.padStart(10)} ${'baseline'.padStart(10)} ${'ratio'.padStart(7)} ${'player'.padStart(10)} ${'baseline'.padStart(10)} ${'ratio'.padStart(7)}`);
      for (const [name, format, pick] of rows) {
        const [g, bg, p, bp] = [pick(guest), pick(baselineGuest), pick(player), pick(baselinePlayer)];
        console.log(`  ${name.padEnd(12)} ${format(g).padStart(10)} ${format(bg).padStart(10)} ${(bg > 0 ? ratio(g, bg) : 'n/a').padStart(7)} ${format(p).padStart(10)} ${format(bp).padStart(10)} ${(bp > 0 ? ratio(p, bp) : 'n/a').padStart(7)}`);
      }
    }
    const initialFiles = new Set(initial.files.map((file) => file.file));
    printLazyChunks('guest', guest, initialFiles);
    printLazyChunks('logged-in player', player, initialFiles);
  } finally {
    chrome.kill();
    await anchor.stop();
    await app.stop();
    await baseline?.stop();
  }
}

await main();
