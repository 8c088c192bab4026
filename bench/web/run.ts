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
 *   /lobby/home on a fresh server, beside the anchor: the same run against a static page with one
 *   heading and no script, served from the same machine.
 *
 * - The operator console's initial JavaScript (apps/admin/dist, served under /admin), beside the
 *   player app's: a separate bundle that the player app never loads.
 *
 * Builds nothing itself. CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { freePort } from '../../scripts/free-port.ts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dist = join(root, 'apps/web/dist');
const adminDist = join(root, 'apps/admin/dist');
const appRequire = createRequire(join(root, 'apps/web/package.json'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Lighthouse runs per page; the median run by performance score is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------- initial JavaScript

interface InitialJs {
  files: Array<{ file: string; gzip: number }>;
  total: number;
}

/** The entry script and its modulepreloads in a built app's index.html (paths are site-absolute). */
function initialJavaScript(distDir: string, base = '/'): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  const inDist = (path: string) => join(distDir, path.startsWith(base) ? path.slice(base.length) : path);
  const files = [...entry, ...preloads].map((path) => ({ file: path, gzip: gzipBytes(readFileSync(inDist(path))) }));
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

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
async function startAppServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn',
      SITE_MODE: 'default', SITE_VARIANT: 'other', REGISTER_TYPE: 'account', OTP_STATUS: 'false',
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
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(ANCHOR_PAGE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(() => done())) };
}

// ---------------------------------------------------------------- Lighthouse

interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseMobile(url: string, port: number): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  }
  runs.sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  return runs[Math.floor(runs.length / 2)]!;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, anchor: number) => (anchor > 0 ? `${(value / anchor).toFixed(2)}x` : 'n/a');

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
  const anchor = await startAnchorServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const home = await lighthouseMobile(`${app.url}/lobby/home`, chrome.port);
    const plain = await lighthouseMobile(anchor.url, chrome.port);
    console.log(`\nLighthouse mobile, median of ${RUNS} (anchor: a static page without script)`);
    console.log(`  ${''.padEnd(12)} ${'/lobby/home'.padStart(12)} ${'anchor'.padStart(10)} ${'ratio'.padStart(8)}`);
    const row = (name: string, value: string, anchorValue: string, r: string) =>
      console.log(`  ${name.padEnd(12)} ${value.padStart(12)} ${anchorValue.padStart(10)} ${r.padStart(8)}`);
    row('performance', String(home.score), String(plain.score), ratio(home.score, plain.score));
    row('FCP', ms(home.fcp), ms(plain.fcp), ratio(home.fcp, plain.fcp));
    row('LCP', ms(home.lcp), ms(plain.lcp), ratio(home.lcp, plain.lcp));
    row('TBT', ms(home.tbt), ms(plain.tbt), plain.tbt > 0 ? ratio(home.tbt, plain.tbt) : 'n/a');
    row('CLS', home.cls.toFixed(3), plain.cls.toFixed(3), plain.cls > 0 ? ratio(home.cls, plain.cls) : 'n/a');
  } finally {
    chrome.kill();
    await anchor.stop();
    await app.stop();
  }
}

await main();
