import { localJobClaims } from './job-claims.ts';
import type { JobClaims } from './job-claims.ts';

/**
 * Background jobs of every module, started and stopped in one place (buildApp). A job runs
 * once at start when `runAtStart`, then every `intervalSeconds` (0: no timer). One run at a
 * time per job and process: asking while one is going joins it. Across processes a run is
 * claimed first (job-claims.ts): while another server runs the job, this one skips it. A failing
 * run is logged and the job runs again at its next tick.
 */
export interface Job {
  /** "<module>.<job>", for logs and runOnce. */
  name: string;
  intervalSeconds: number;
  runAtStart?: boolean;
  run(): Promise<void>;
}

/** How a run ended: it ran, it failed (logged), or another server held the job's claim. */
export type JobOutcome = 'ran' | 'failed' | 'skipped';

export interface JobRunner {
  /** Starts every job's timer, and its run at start. */
  start(): void;
  /** Stops the timers, waits for the runs in progress and lets their claims go. */
  stop(): Promise<void>;
  /** Runs a job now, or joins its run in progress (tests and tooling). */
  runOnce(name: string): Promise<JobOutcome>;
  names(): string[];
}

/** Where failed runs are reported (the app's logger). */
export interface JobLog {
  error(details: object, message: string): void;
}

export function createJobRunner(jobs: readonly Job[], log: JobLog, claims: JobClaims = localJobClaims()): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('two background jobs share a name');
  const running = new Map<string, Promise<JobOutcome>>();
  const timers: NodeJS.Timeout[] = [];

  const claimAndRun = async (job: Job): Promise<JobOutcome> => {
    const release = await claims.tryClaim(job.name);
    if (!release) return 'skipped';
    try {
      await job.run();
      return 'ran';
    } finally {
      await release();
    }
  };

  const runOnce = (name: string): Promise<JobOutcome> => {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`no background job named ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = claimAndRun(job)
      .catch((err: unknown): JobOutcome => {
        log.error({ err, job: name }, 'background job failed; it runs again at its next tick');
        return 'failed';
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  };

  return {
    start() {
      for (const job of jobs) {
        if (job.runAtStart) void runOnce(job.name);
        if (job.intervalSeconds <= 0) continue;
        const timer = setInterval(() => void runOnce(job.name), job.intervalSeconds * 1000);
        // A timer alone must not keep a process (tests, the command line) alive.
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      await Promise.all(running.values());
      await claims.close();
    },
    runOnce,
    names: () => [...byName.keys()],
  };
}
