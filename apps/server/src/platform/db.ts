import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { commitTasks } from './after-commit.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL), so that it is parsed and
   * planned once there rather than at every call: for the hot statements of fixed text.
   */
  prepared?: boolean;
}

/** What stores need: run SQL. Both a database and an open transaction are one. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type Tx = Queryable;

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction; inside it only tx may be used (PGlite has a single connection).
   * Tasks registered with afterCommit(tx, ...) run once it has committed.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8_OID = 20;

export interface PgliteDb extends Db {
  /** The whole database as a tarball, to start another instance from (test fixtures). */
  snapshot(): Promise<Blob>;
}

/** Embedded PostgreSQL: in dataDir, or in memory when dataDir is null; optionally started from a snapshot. */
export async function openPglite(dataDir: string | null, options: { from?: Blob } = {}): Promise<PgliteDb> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  // Counts and ids are bigint; they stay well below 2^53, so plain numbers are safe.
  const lite = await PGlite.create({
    ...(dataDir === null ? {} : { dataDir }),
    ...(options.from ? { loadDataDir: options.from } : {}),
    parsers: { [INT8_OID]: (value: string) => Number(value) },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      // Like pg: rows returned for a query with a result set, rows changed otherwise.
      return { rows: res.rows, rowCount: res.fields.length > 0 ? res.rows.length : (res.affectedRows ?? 0) };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const self = wrap(lite);
  return {
    kind: 'pglite',
    ...self,
    async transaction(fn) {
      const commit = commitTasks();
      const result = await lite.transaction((tx) => fn(commit.track(wrap(tx))));
      commit.committed();
      return result;
    },
    close: () => lite.close(),
    snapshot: async () => (await lite.dumpDataDir('none')) as Blob,
  };
}

const statementNames = new Map<string, string>();
/** A prepared statement's name: the same for the same text, on every connection. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A PostgreSQL server through a connection pool. */
export function openPostgres(url: string, poolMax = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const res = await (options?.prepared ? q.query({ name: statementName(sql), text: sql, values: params }) : q.query(sql, params));
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const commit = commitTasks();
        const result = await fn(commit.track(wrap(client)));
        await client.query('COMMIT');
        commit.committed();
        return result;
      } catch (err) {
        // A connection that cannot even roll back is discarded rather than reused.
        await client.query('ROLLBACK').catch(() => { broken = true; });
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL error code of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
}
