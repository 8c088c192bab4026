import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const freshDir = () => mkdtempSync(join(tmpdir(), 'data-dir-lock-'));

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data directory lock', () => {
  it('writes the pid and releases on request', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a second lock on the same directory with a clear message', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`data directory ${dir} is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('refuses a directory held by another live process', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e',
      `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`]);
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (d: Buffer) => { if (d.toString().includes('locked')) resolve(); });
        holder.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      expect(() => lockDataDir(dir)).toThrow(`data directory ${dir} is in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with its own pid that it did not write (a restart reusing the pid)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), `${process.pid}\n`);
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), 'garbage');
    lockDataDir(dir).release();
  });
});
