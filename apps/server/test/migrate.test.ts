import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';
import { MIGRATIONS_DIR } from '../src/app.ts';
import { applyMigrations, readMigrations } from '../src/platform/migrate.ts';

describe('migrations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  it('records every migration once; applying again (even concurrently) changes nothing', async () => {
    const files = readMigrations(MIGRATIONS_DIR);
    expect(files[0]?.id).toBe('001_accounts');
    const { rows } = await app.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(files.map((f) => f.id));
    const again = await Promise.all([applyMigrations(app.db, files), applyMigrations(app.db, files)]);
    expect(again).toEqual([[], []]);
  });

  it('applies a new migration in order, and rolls back a failing one', async () => {
    const files = readMigrations(MIGRATIONS_DIR);
    const extra = [...files, { id: '999_probe', sql: 'CREATE TABLE probe (id int); INSERT INTO probe VALUES (1);' }];
    expect(await applyMigrations(app.db, extra)).toEqual(['999_probe']);
    const broken = [...extra, { id: '999_zbroken', sql: 'CREATE TABLE half (id int); SELECT no_such_function();' }];
    await expect(applyMigrations(app.db, broken)).rejects.toThrow();
    const { rows } = await app.db.query<{ n: number }>("SELECT count(*)::bigint AS n FROM information_schema.tables WHERE table_name = 'half'");
    expect(rows[0]?.n).toBe(0);
  });
});
