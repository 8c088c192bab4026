import pg from 'pg';

/**
 * Who may run a background job now. With several servers on one PostgreSQL database a run is
 * claimed by one process at a time; the others skip that tick. A claim lasts until released,
 * or until its process dies.
 */
export interface JobClaims {
  /** A release function when this process now holds the job's claim; null when another holds it. */
  tryClaim(name: string): Promise<(() => Promise<void>) | null>;
  /** Lets every claim go and closes what the claims hold (after the runs ended). */
  close(): Promise<void>;
}

export interface ClaimLog {
  warn(details: object, message: string): void;
}

/** One process (PGlite, the command line): every claim is granted; the runner's own rule of one run per job applies. */
export function localJobClaims(): JobClaims {
  return {
    tryClaim: async () => async () => undefined,
    close: async () => undefined,
  };
}

/**
 * The first key of the two-integer advisory locks that claim jobs (the second is hashtext of
 * the job's name). Two-integer keys never meet the single-bigint keys other locks use.
 */
export const JOB_LOCK_SPACE = 0x6a6f6273; // "jobs"

/**
 * Claims as PostgreSQL session advisory locks (pg_try_advisory_lock) on one connection of their
 * own, outside the pool, so a claim needs no transaction held open and lapses the moment its
 * process dies (the server ends the session). Advisory locks are per database, so deployments
 * (and test databases) on one server do not meet.
 */
export function postgresJobClaims(url: string, log: ClaimLog): JobClaims {
  let connection: Promise<pg.Client> | null = null;
  /** Claims held on the current connection; a lost connection loses them all. */
  let held = new Set<string>();
  // One statement at a time on the connection (pg no longer queues them for us).
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const turn = queue.then(statement);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const connect = (): Promise<pg.Client> => {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString: url, application_name: 'casino job claims' });
      const lose = (err?: Error) => {
        if (held.size > 0) log.warn({ jobs: [...held], err: err?.message }, 'the connection holding background job claims was lost; other servers may now run these jobs too');
        held = new Set();
        connection = null;
      };
      client.on('error', (err) => lose(err));
      client.on('end', () => lose());
      try {
        await client.connect();
      } catch (err) {
        connection = null;
        throw err;
      }
      return client;
    })();
    return connection;
  };

  return {
    async tryClaim(name) {
      const client = await connect();
      const { rows } = await inTurn(() => client.query<{ claimed: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS claimed', [JOB_LOCK_SPACE, name]));
      if (!rows[0]?.claimed) return null;
      const claimedOn = held;
      claimedOn.add(name);
      return async () => {
        // Lost with its connection already: nothing left to release.
        if (claimedOn !== held || !claimedOn.delete(name)) return;
        await inTurn(() => client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, name])).catch(() => undefined);
      };
    },
    async close() {
      const current = connection;
      connection = null;
      held = new Set();
      // Ending the session releases whatever it still holds.
      if (current) await current.then((client) => client.end(), () => undefined).catch(() => undefined);
    },
  };
}
