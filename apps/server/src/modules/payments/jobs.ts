import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../platform/jobs.ts';

/**
 * The payments' background work: deliver due callbacks, ask the provider about orders no
 * callback has settled. It runs as the module's job every PAYMENT_JOBS_INTERVAL_SECONDS (0:
 * never on its own); one round at a time, and a round can also be asked for at once (kick),
 * e.g. right after a sandbox payment so its callback does not wait for the next tick.
 */
export interface PaymentJobs {
  /** Runs one round now, or joins the round in progress. */
  runOnce(): Promise<void>;
  /** Asks for a round soon, without waiting for it: only while kicks are on, and never with the timer off. */
  kick(): void;
  /** The module's job, for the server's job runner; kicks go on with it. */
  job(): Job;
  /** Kicks off for good; waits for the round in progress. */
  stop(): Promise<void>;
}

export const PAYMENTS_JOB = 'payments.reconcile';

export function createPaymentJobs(deps: { intervalSeconds: number; log: FastifyBaseLogger; run: () => Promise<void> }): PaymentJobs {
  let running: Promise<void> | null = null;
  let kicks: 'off' | 'on' | 'stopped' = 'off';
  const runOnce = () => {
    running ??= deps.run().finally(() => { running = null; });
    return running;
  };
  return {
    runOnce,
    kick() {
      if (kicks !== 'on') return;
      setImmediate(() => {
        if (kicks !== 'on') return;
        runOnce().catch((err: unknown) => deps.log.error({ err, job: PAYMENTS_JOB }, 'payment jobs failed; will run again'));
      });
    },
    job() {
      // Without a timer nothing runs on its own, a kicked round neither (as before: the timer's companion).
      if (deps.intervalSeconds > 0 && kicks === 'off') kicks = 'on';
      return { name: PAYMENTS_JOB, intervalSeconds: deps.intervalSeconds, runAtStart: false, run: runOnce };
    },
    async stop() {
      kicks = 'stopped';
      await running?.catch(() => undefined);
    },
  };
}
