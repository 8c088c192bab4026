/**
 * The operator command line: npm run ops -- <command> (see USAGE in commands.ts). Uses the
 * server's configuration and database (DATABASE_URL, or the embedded database in DATA_DIR,
 * which the server must not be using at the same time). Exit status: 0 done, 1 refused,
 * 2 usage, 3 could not run.
 */
import Fastify from 'fastify';
import { openDatabase, prepareDatabase } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import type { DataDirLock } from '../platform/data-dir-lock.ts';
import type { Db } from '../platform/db.ts';
import { loggerOptions } from '../platform/logger.ts';
import { loadPasswordKey } from '../platform/password-key.ts';
import { checkPasswordKeyFingerprint } from '../platform/key-fingerprint.ts';
import { systemClock } from '../platform/clock.ts';
import { createOpsContext } from './context.ts';
import { runOps } from './commands.ts';

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  let lock: DataDirLock | null = null;
  if (config.databaseUrl === null && config.dataDir !== null) lock = lockDataDir(config.dataDir);
  let db: Db | null = null;
  // Logs go to stderr, so stdout carries only the command's answer.
  const logger = Fastify({ logger: loggerOptions({ level: config.logLevel === 'info' ? 'warn' : config.logLevel, stream: process.stderr }) });
  try {
    db = await openDatabase({ ...config, databasePoolMax: 2 });
    await prepareDatabase(db);
    const passwordKey = await loadPasswordKey({ pem: config.passwordPrivateKeyPem, dataDir: config.dataDir });
    // An operator created with another key than the servers' could never sign in (its TOTP secret is sealed with it).
    if (db.kind === 'postgres') await checkPasswordKeyFingerprint(db, passwordKey);
    const ctx = createOpsContext({
      db, clock: systemClock, config, log: logger.log,
      derivedSecret: () => passwordKey.deriveSecret('payment:sandbox').toString('hex'),
      out: (line) => process.stdout.write(`${line}\n`),
      passwordKey,
    });
    try {
      return await runOps(argv, ctx);
    } finally {
      ctx.storage.dispose();
    }
  } finally {
    await logger.close();
    await db?.close();
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (err: unknown) => {
    process.stderr.write(`ops: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(3);
  },
);
