#!/usr/bin/env node
// Starts the product on its embedded defaults: builds the player app and the operator console
// when their sources are newer than their last build, then runs the server (migrations and
// seeding happen at start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
/** The bundles the server serves: the player app at / and the operator console under /admin. */
const BUNDLES = [
  { name: 'the player app', workspace: 'apps/web', sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'] },
  { name: 'the operator console', workspace: 'apps/admin', sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts', 'packages/contract/src'] },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm ci` first (README quick start).');
  process.exit(1);
}

for (const bundle of BUNDLES) {
  const built = join(root, bundle.workspace, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...bundle.sources.map((p) => newestMtime(join(root, p))));
  if (process.argv.includes('--rebuild') || sourcesAt > builtAt) {
    console.log(`Building ${bundle.name}...`);
    const build = spawnSync('npm', ['run', 'build', '-w', bundle.workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
