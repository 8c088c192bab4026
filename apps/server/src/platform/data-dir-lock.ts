import { mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const LOCK_FILE = 'server.lock';
/** Lock files written by this process, so a same-pid file left by an earlier run counts as stale. */
const heldHere = new Set<string>();

/**
 * Takes the data directory for this process: PGlite is a single-process database, so a
 * second server on the same directory would corrupt it. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  if (!tryCreate(path)) {
    const holder = readPid(path);
    if (holder !== null && isAlive(holder, path)) {
      throw new DataDirInUseError(`data directory ${dataDir} is in use by process ${holder}`);
    }
    takeOverStale(path, holder, dataDir);
  }
  heldHere.add(path);
  const releaseOnExit = () => release();
  function release() {
    if (!heldHere.delete(path)) return;
    process.off('exit', releaseOnExit);
    try {
      if (readPid(path) === process.pid) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  }
  process.on('exit', releaseOnExit);
  return { path, release };
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function takeOverStale(path: string, stalePid: number | null, label: string): void {
  // Move the stale file aside first; if another process replaced it meanwhile, give it back.
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const moved = readPid(aside);
  if (moved !== null && moved !== stalePid) {
    renameSync(aside, path);
    throw new DataDirInUseError(`data directory ${label} is in use by process ${moved}`);
  }
  try {
    unlinkSync(aside);
  } catch {
    // Nothing was moved aside.
  }
  if (!tryCreate(path)) {
    throw new DataDirInUseError(`data directory ${label} is in use by process ${readPid(path) ?? 'unknown'}`);
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number, path: string): boolean {
  if (pid === process.pid) return heldHere.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
