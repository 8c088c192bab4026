#!/usr/bin/env node
// Starts the product on its embedded defaults: builds the player app when its sources are
// newer than the last build, then runs the server (migrations and seeding happen at start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const webDist = join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];

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

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((p) => newestMtime(join(root, p))));
if (process.argv.includes('--rebuild') || sourcesAt > builtAt) {
  console.log('Building the player app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
