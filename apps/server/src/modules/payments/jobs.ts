import type { FastifyBaseLogger } from 'fastify';

/**
 * The payments' background work on a timer: deliver due callbacks, ask the provider about
 * orders no callback has settled. One run at a time; a run can also be asked for at once
 * (kick), e.g. right after a payment so its callback does not wait for the next tick.
 */
export interface PaymentJobs {
  /** Runs once now (or joins the run in progress). */
  runOnce(): Promise<void>;
  /** Asks for a run soon, without waiting for it (no-op when the timer is off). */
  kick(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

export function createPaymentJobs(deps: { intervalSeconds: number; log: FastifyBaseLogger; run: () => Promise<void> }): PaymentJobs {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= deps.run()
      .catch((err: unknown) => deps.log.error({ err }, 'payment jobs failed; will run again'))
      .finally(() => { running = null; });
    return running;
  };
  const timer = deps.intervalSeconds > 0
    ? setInterval(() => { void runOnce(); }, deps.intervalSeconds * 1000)
    : null;
  // The timer alone must not keep a process (tests, the CLI) alive.
  timer?.unref();
  return {
    runOnce,
    kick() {
      if (timer === null || stopped) return;
      setImmediate(() => { if (!stopped) void runOnce(); });
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
