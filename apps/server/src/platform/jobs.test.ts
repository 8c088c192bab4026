import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createScratchDatabase, onPostgres } from '../../test/helper.ts';
import { JOB_LOCK_SPACE, postgresJobClaims } from './job-claims.ts';
import { createJobRunner } from './jobs.ts';
import type { Job } from './jobs.ts';

/** A job that counts its runs and waits at a gate the test opens. */
function gatedJob(name = 'test.gated') {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  const job = { name, intervalSeconds: 0, runs: 0, run: async () => { job.runs++; await gate; } };
  return { job, open };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const quietLog = () => {
  const lines: string[] = [];
  return { lines, error: (_d: object, m: string) => void lines.push(m), warn: (_d: object, m: string) => void lines.push(m) };
};

describe('job runner in one process', () => {
  it('runs a job, and a second ask while it runs joins that run', async () => {
    const { job, open } = gatedJob();
    const runner = createJobRunner([job], quietLog());
    const first = runner.runOnce(job.name);
    const second = runner.runOnce(job.name);
    open();
    expect(await Promise.all([first, second])).toEqual(['ran', 'ran']);
    expect(job.runs).toBe(1);
    expect(await runner.runOnce(job.name)).toBe('ran');
    expect(job.runs).toBe(2);
    await runner.stop();
  });

  it('logs a failing run and answers failed', async () => {
    const log = quietLog();
    const failing: Job = { name: 'test.failing', intervalSeconds: 0, run: async () => { throw new Error('boom'); } };
    const runner = createJobRunner([failing], log);
    expect(await runner.runOnce('test.failing')).toBe('failed');
    expect(log.lines).toEqual(['background job failed; it runs again at its next tick']);
    await expect(runner.runOnce('test.nothing')).rejects.toThrow('no background job named test.nothing');
  });
});

// Claims are PostgreSQL advisory locks: PGlite serves one process, where every claim is granted.
describe.skipIf(!onPostgres())('job claims on one PostgreSQL database (several servers)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await scratch?.drop();
  });

  const heldClaims = async (): Promise<number> => {
    const { rows } = await admin.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [JOB_LOCK_SPACE],
    );
    return Number(rows[0]?.n);
  };

  it('runs a job on one server at a time: the other skips while it runs, and runs it after', async () => {
    const { job, open } = gatedJob('test.once');
    const [logA, logB] = [quietLog(), quietLog()];
    const a = createJobRunner([job], logA, postgresJobClaims(scratch.url, logA));
    const b = createJobRunner([job], logB, postgresJobClaims(scratch.url, logB));
    try {
      const running = a.runOnce(job.name);
      await waitFor(() => job.runs === 1, 'the first run to start');
      expect(await b.runOnce(job.name)).toBe('skipped');
      expect(job.runs).toBe(1);
      open();
      expect(await running).toBe('ran');
      // The claim was let go: the other server runs it now.
      expect(await b.runOnce(job.name)).toBe('ran');
      expect(job.runs).toBe(2);
      expect(await heldClaims()).toBe(0);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('lets a claim lapse when the process holding it dies', async () => {
    const { job, open } = gatedJob('test.lapse');
    const [logA, logB] = [quietLog(), quietLog()];
    const a = createJobRunner([job], logA, postgresJobClaims(scratch.url, logA));
    const b = createJobRunner([job], logB, postgresJobClaims(scratch.url, logB));
    try {
      const stuck = a.runOnce(job.name);
      await waitFor(() => job.runs === 1, 'the first run to start');
      expect(await b.runOnce(job.name)).toBe('skipped');
      // What a dead process leaves: its session ends, and the server drops its locks.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [JOB_LOCK_SPACE],
      );
      await waitFor(async () => (await heldClaims()) === 0, 'the claim to lapse');
      await waitFor(() => logA.lines.length > 0, 'the lost claim to be reported');
      expect(logA.lines).toEqual(['the connection holding background job claims was lost; other servers may now run these jobs too']);
      const taken = b.runOnce(job.name);
      await waitFor(() => job.runs === 2, 'the other server to run it');
      open();
      expect(await Promise.all([stuck, taken])).toEqual(['ran', 'ran']);
      // The first server claims again on a new connection.
      expect(await a.runOnce(job.name)).toBe('ran');
      expect(job.runs).toBe(3);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
