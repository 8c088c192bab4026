#!/usr/bin/env node
// The whole test suite: lint, typecheck, unit tests, the server suite on PGlite, the same
// suite on PostgreSQL when DATABASE_URL is set, then the browser suite in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const reports = join(root, 'test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function step(title, command, args, env = {}) {
  const at = Date.now();
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - at) / 1000).toFixed(1)} s ===`);
  return result.status === 0;
}

/**
 * Steps that each keep about one core busy (lint, tsc, a bundler, a server pass) run side by
 * side; each line of their output is printed as it comes, prefixed with its step's name.
 */
async function together(steps) {
  const results = await Promise.all(steps.map(({ title, command, args, env = {} }) => new Promise((done) => {
    const at = Date.now();
    console.log(`\n=== ${title} (alongside) ===`);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    // Whole lines only, so two steps never interleave within a line.
    const prefix = `[${title}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        if (lines.length > 0) process.stdout.write(lines.map((line) => prefix + line).join('\n') + '\n');
      });
      stream.on('end', () => { if (rest) process.stdout.write(prefix + rest + '\n'); });
    }
    child.on('close', (status) => {
      console.log(`=== ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - at) / 1000).toFixed(1)} s ===`);
      done(status === 0);
    });
  })));
  return results.every(Boolean);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const vitestArgs = (name, projects, extra = []) => [
  'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra,
  '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`,
];
const vitest = (name, projects, env) => {
  const ok = step(name, 'npx', vitestArgs(name, projects), env);
  countVitest(join(reports, `${name}.json`));
  return ok;
};

let ok = await together([
  { title: 'lint', command: 'npm', args: ['run', 'lint'] },
  { title: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
]);
ok = ok && vitest('unit tests', ['contract', 'games', 'web', 'admin']);
if (process.env.DATABASE_URL) {
  // The two passes side by side, the PostgreSQL one a file at a time: a transfer feed reads up to
  // the server's oldest running transaction (pg_snapshot_xmin), which is cluster-wide, so two
  // test files on one server hold back each other's feeds (docs/decisions/099).
  const spare = String(Math.max(1, availableParallelism() - 1));
  const passes = [
    { name: 'server suite on PGlite', env: { TEST_DB: 'pglite' }, workers: spare },
    { name: 'server suite on PostgreSQL', env: { TEST_DB: 'postgres' }, workers: '1' },
  ];
  ok = ok && await together(passes.map(({ name, env, workers }) => ({
    title: name, command: 'npx', args: vitestArgs(name, ['server'], [`--maxWorkers=${workers}`]), env,
  })));
  for (const { name } of passes) countVitest(join(reports, `${name}.json`));
} else {
  ok = ok && vitest('server suite on PGlite', ['server'], { TEST_DB: 'pglite' });
  console.log('\n(DATABASE_URL is not set: the PostgreSQL pass of the server suite is left out)');
}
// The browser suite signs operators in to the console, a bundle of its own.
ok = ok && await together([
  { title: 'build the player app', command: 'npm', args: ['run', 'build', '-w', 'apps/web'] },
  { title: 'build the operator console', command: 'npm', args: ['run', 'build', '-w', 'apps/admin'] },
]);
// A size check, not a timing: the initial JavaScript against its budget (docs/decisions/073).
ok = ok && step('player app bundle size', 'npx', ['tsx', 'scripts/check-bundle-size.ts']);
if (ok) {
  const out = join(reports, 'e2e.json');
  ok = step('browser suite (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  countPlaywright(out);
}

console.log(`\nwhole suite ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
