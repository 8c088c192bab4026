#!/usr/bin/env node
// The whole test suite: lint, typecheck, unit tests, the server suite on PGlite, the same
// suite on PostgreSQL when DATABASE_URL is set, then the browser suite in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

const vitest = (name, projects, env) => {
  const out = join(reports, `${name}.json`);
  const ok = step(name, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  countVitest(out);
  return ok;
};

let ok = step('lint', 'npm', ['run', 'lint']) && step('typecheck', 'npm', ['run', 'typecheck']);
ok = ok && vitest('unit tests', ['contract', 'games', 'web', 'admin']);
ok = ok && vitest('server suite on PGlite', ['server'], { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) ok = ok && vitest('server suite on PostgreSQL', ['server'], { TEST_DB: 'postgres' });
else console.log('\n(DATABASE_URL is not set: the PostgreSQL pass of the server suite is left out)');
ok = ok && step('build the player app', 'npm', ['run', 'build', '-w', 'apps/web']);
// A size check, not a timing: the initial JavaScript against its budget (docs/decisions/073).
ok = ok && step('player app bundle size', 'npx', ['tsx', 'scripts/check-bundle-size.ts']);
// The browser suite signs operators in to the console, a bundle of its own.
ok = ok && step('build the operator console', 'npm', ['run', 'build', '-w', 'apps/admin']);
if (ok) {
  const out = join(reports, 'e2e.json');
  ok = step('browser suite (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  countPlaywright(out);
}

console.log(`\nwhole suite ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
