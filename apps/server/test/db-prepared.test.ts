import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDb } from '../src/modules/wallet/testing.ts';
import type { TestDb } from '../src/modules/wallet/testing.ts';

/** Statements kept prepared on their connection (QueryOptions.prepared), on PGlite and on PostgreSQL. */

let db: TestDb;
beforeAll(async () => {
  // One connection, so that what it keeps prepared can be seen from it.
  db = await openTestDb(1);
});
afterAll(() => db.close());

describe('prepared statements', () => {
  it('answer like any statement, for every set of parameters, and are prepared once per text on a connection', async () => {
    const double = 'SELECT $1::int * 2 AS n';
    const sum = 'SELECT $1::int + $2::int AS n';
    for (const k of [1, 2, 3]) {
      expect((await db.query<{ n: number }>(double, [k], { prepared: true })).rows).toEqual([{ n: 2 * k }]);
      expect((await db.query<{ n: number }>(sum, [k, 10], { prepared: true })).rows).toEqual([{ n: k + 10 }]);
    }
    const { rows } = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement');
    // On PGlite the option does nothing: it runs in this process, where there is no round trip to save.
    expect(rows.map((r) => r.statement)).toEqual(onPostgres() ? [double, sum] : []);
  });
});
