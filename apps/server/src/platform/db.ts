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
   * planned once there rather than at every call: for the hot statements of fixed text. Left
   * out, a statement with parameters is prepared once its text proves hot (autoPrepare below);
   * false never prepares it.
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

/**
 * Which statements without an explicit `prepared` are kept prepared: those with parameters (a
 * text without any may hold several statements, which only the simple protocol runs) whose text
 * has been run AUTO_PREPARE_AFTER times, up to AUTO_PREPARED_MAX texts per process, so that
 * texts built on the fly (lists written into the SQL) cannot fill each connection's memory with
 * plans. Hot texts are few and fixed (the player API's reads); they are seen first, at start.
 */
const AUTO_PREPARE_AFTER = 3;
const AUTO_PREPARED_MAX = 150;
/** Texts being counted; forgotten wholesale past this many (texts made on the fly). */
const COUNTED_MAX = 5_000;

export function createAutoPrepare(limits = { after: AUTO_PREPARE_AFTER, max: AUTO_PREPARED_MAX, counted: COUNTED_MAX }) {
  const uses = new Map<string, number>();
  const prepared = new Set<string>();
  return (sql: string, params: readonly unknown[], options?: QueryOptions): boolean => {
    if (options?.prepared !== undefined) return options.prepared;
    if (params.length === 0) return false;
    if (prepared.has(sql)) return true;
    if (prepared.size >= limits.max) return false;
    const n = (uses.get(sql) ?? 0) + 1;
    if (n < limits.after) {
      if (uses.size >= limits.counted) uses.clear();
      uses.set(sql, n);
      return false;
    }
    uses.delete(sql);
    prepared.add(sql);
    return true;
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
  const keepPrepared = createAutoPrepare();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const res = await (keepPrepared(sql, params, options) ? q.query({ name: statementName(sql), text: sql, values: params }) : q.query(sql, params));
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
