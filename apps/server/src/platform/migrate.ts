import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

/** Arbitrary constant shared by every server instance: serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_201_339_441;
const FILE_PATTERN = /^(\d{3,})_[a-z0-9_]+\.sql$/;

export interface MigrationFile { id: string; sql: string }

export function readMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded, in order, each in its own transaction.
 * Returns the ids applied by this call.
 */
export async function applyMigrations(db: Db, migrations: MigrationFile[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Held until commit, so concurrent starts apply each migration exactly once.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (seen.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
