/**
 * Checks the books of the configured database (DATABASE_URL, or the embedded database in
 * DATA_DIR) and prints what was checked. Exit status: 0 clean, 1 a breach was found, 2 the
 * check could not run. Reads only; with the embedded database, stop the server first (one
 * process per data directory).
 */
import { openDatabase } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { lockDataDir } from '../src/platform/data-dir-lock.ts';
import type { DataDirLock } from '../src/platform/data-dir-lock.ts';
import type { Db } from '../src/platform/db.ts';
import { checkBooks, formatBooksReport } from '../src/modules/wallet/index.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  let lock: DataDirLock | null = null;
  if (config.databaseUrl === null && config.dataDir !== null) lock = lockDataDir(config.dataDir);
  let db: Db | null = null;
  try {
    db = await openDatabase({ ...config, databasePoolMax: 2 });
    const where = config.databaseUrl === null ? `embedded database in ${config.dataDir ?? '(memory)'}` : 'DATABASE_URL';
    const { rows } = await db.query<{ found: string | null }>(`SELECT to_regclass('ledger_transfers')::text AS found`);
    if (rows[0]?.found == null) {
      process.stderr.write(`ledger-check: no ledger tables in the ${where}; start the server once to migrate it\n`);
      return 2;
    }
    const report = await checkBooks(db);
    process.stdout.write(`ledger-check: ${where}\n${formatBooksReport(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await db?.close();
    lock?.release();
  }
}

main().then(
  (status) => process.exit(status),
  (err: unknown) => {
    process.stderr.write(`ledger-check: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
