import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where identity images live: a directory outside the web root (KYC_DIR, default
 * DATA_DIR/kyc), files under random names with owner-only permissions. Nothing serves it over
 * HTTP; operators read files through the audited CLI.
 */

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type from the first bytes (magic numbers); the name and declared type are ignored. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export interface KycStorage {
  readonly dir: string;
  /** Writes new bytes under a fresh random name; answers the name (relative to dir). */
  save(bytes: Uint8Array): Promise<string>;
  read(storageName: string): Promise<Buffer>;
  remove(storageName: string): Promise<void>;
  /** Removes the directory when it was a temporary one (no data directory). */
  dispose(): void;
}

const STORAGE_NAME = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

/**
 * The configured directory; without one, DATA_DIR/kyc; without a data directory (an in-memory
 * database), a temporary directory removed on dispose.
 */
export function openKycStorage(options: { dir: string | null; dataDir: string | null }): KycStorage {
  const temporary = options.dir === null && options.dataDir === null;
  const dir = resolve(options.dir ?? (options.dataDir !== null ? resolve(options.dataDir, 'kyc') : mkdtempSync(join(tmpdir(), 'casino-kyc-'))));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pathOf = (name: string) => {
    if (!STORAGE_NAME.test(name)) throw new Error('not a storage name');
    const path = resolve(dir, name);
    if (!path.startsWith(dir + sep)) throw new Error('not a storage name');
    return path;
  };
  return {
    dir,
    async save(bytes) {
      const hex = randomBytes(16).toString('hex');
      const name = `${hex.slice(0, 2)}/${hex}`;
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // 'wx': never overwrite, even on the astronomically unlikely repeat of a name.
      await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    read: (name) => readFile(pathOf(name)),
    remove: (name) => unlink(pathOf(name)).catch(() => undefined),
    dispose() {
      if (temporary) rmSync(dir, { recursive: true, force: true });
    },
  };
}
