import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDb } from '../src/modules/wallet/testing.ts';
import type { TestDb } from '../src/modules/wallet/testing.ts';
import { createAutoPrepare } from '../src/platform/db.ts';

/** Statements kept prepared on their connection (QueryOptions.prepared, or hot texts), on PGlite and on PostgreSQL. */

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
    const { rows } = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE statement = ANY($1::text[]) ORDER BY statement', [[double, sum]]);
    // On PGlite the option does nothing: it runs in this process, where there is no round trip to save.
    expect(rows.map((r) => r.statement)).toEqual(onPostgres() ? [double, sum] : []);
  });

  it('keep a statement with parameters prepared once its text has run three times, but never one without parameters or marked not to', async () => {
    const triple = 'SELECT $1::int * 3 AS n';
    const bare = 'SELECT 42 AS n';
    const never = 'SELECT $1::int * 4 AS n';
    const preparedNow = async () => {
      const { rows } = await db.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE statement = ANY($1::text[]) ORDER BY statement', [[triple, bare, never]], { prepared: false });
      return rows.map((r) => r.statement);
    };
    for (const k of [1, 2]) {
      expect((await db.query<{ n: number }>(triple, [k])).rows).toEqual([{ n: 3 * k }]);
      expect((await db.query<{ n: number }>(never, [k], { prepared: false })).rows).toEqual([{ n: 4 * k }]);
    }
    expect(await preparedNow()).toEqual([]);
    for (const k of [3, 4, 5]) {
      expect((await db.query<{ n: number }>(triple, [k])).rows).toEqual([{ n: 3 * k }]);
      expect((await db.query<{ n: number }>(never, [k], { prepared: false })).rows).toEqual([{ n: 4 * k }]);
      expect((await db.query<{ n: number }>(bare)).rows).toEqual([{ n: 42 }]);
    }
    expect(await preparedNow()).toEqual(onPostgres() ? [triple] : []);
  });
});

describe('the choice of statements to keep prepared', () => {
  it('stops at its limit of texts, and forgets the counts of texts made on the fly', () => {
    const keep = createAutoPrepare({ after: 2, max: 2, counted: 3 });
    expect(keep('a $1', [1])).toBe(false);
    expect(keep('a $1', [1])).toBe(true);
    expect(keep('a $1', [2])).toBe(true);
    expect(keep('b $1', [1], { prepared: true })).toBe(true);
    expect(keep('c $1', [1], { prepared: false })).toBe(false);
    expect(keep('d', [])).toBe(false);
    expect(keep('d', [])).toBe(false);
    // Three texts counted once each fill the count; the fourth clears it, so 'e' starts again.
    expect(keep('e $1', [1])).toBe(false);
    expect(keep('f $1', [1])).toBe(false);
    expect(keep('g $1', [1])).toBe(false);
    expect(keep('h $1', [1])).toBe(false);
    expect(keep('e $1', [1])).toBe(false);
    expect(keep('e $1', [1])).toBe(true);
    // Two texts prepared: the limit. Others run unprepared however hot; those prepared stay so.
    expect(keep('i $1', [1])).toBe(false);
    expect(keep('i $1', [1])).toBe(false);
    expect(keep('i $1', [1])).toBe(false);
    expect(keep('a $1', [3])).toBe(true);
  });
});
