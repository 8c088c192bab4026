import type { FastifyBaseLogger } from 'fastify';

/**
 * Background jobs of every module, started and stopped in one place (buildApp). A job runs
 * once at start when `runAtStart`, then every `intervalSeconds` (0: no timer). One run at a
 * time per job and process: asking while one is going joins it. A failing run is logged and
 * the job runs again at its next tick.
 */
export interface Job {
  /** "<module>.<job>", for logs and runOnce. */
  name: string;
  intervalSeconds: number;
  runAtStart?: boolean;
  run(): Promise<void>;
}

export interface JobRunner {
  /** Starts every job's timer, and its run at start. */
  start(): void;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
  /** Runs a job now, or joins its run in progress (tests and tooling). */
  runOnce(name: string): Promise<void>;
  names(): string[];
}

export function createJobRunner(jobs: readonly Job[], log: Pick<FastifyBaseLogger, 'error'>): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('two background jobs share a name');
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];

  const runOnce = (name: string): Promise<void> => {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`no background job named ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = job.run()
      .catch((err: unknown) => log.error({ err, job: name }, 'background job failed; it runs again at its next tick'))
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
    },
    runOnce,
    names: () => [...byName.keys()],
  };
}
