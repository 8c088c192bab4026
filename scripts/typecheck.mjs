#!/usr/bin/env node
// Type-checks every workspace, as many at a time as there are cores: each tsc keeps one busy.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
// The largest first, so the last to start is a short one.
const PROJECTS = ['apps/web', 'apps/server', 'apps/admin', 'packages/contract', 'e2e', 'packages/games', 'bench'];

function check(project) {
  return new Promise((done) => {
    const output = [];
    const child = spawn(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit'], { cwd: root });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (status !== 0) process.stdout.write(`tsc -p ${project}:\n${Buffer.concat(output)}`);
      done(status === 0);
    });
  });
}

const queue = [...PROJECTS];
const failed = [];
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed.push(project);
  }
}));
if (failed.length > 0) {
  console.log(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${PROJECTS.length} projects clean`);
