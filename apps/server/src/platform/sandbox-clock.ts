import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import { DAY_MS } from './clock.ts';
import type { JobRunner } from './jobs.ts';

/**
 * The sandbox clock (SANDBOX_CLOCK, never in production: decision 053, 075): the server's time
 * runs ahead of the machine's by an offset that POST /sandbox/clock moves forward, so a browser
 * test can live through the next Philippine day (daily claims, sign-in calendars) in seconds.
 * It only ever moves forward: timestamps the server writes never run backwards. Beside it, POST
 * /sandbox/jobs/{name} runs a background job now, so a test need not wait for the job's timer to
 * see what the moved time does (a day settled after midnight).
 */
export interface SandboxClock extends Clock {
  offsetMs(): number;
  advance(ms: number): void;
}

export function sandboxClock(base: Clock): SandboxClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    advance: (ms) => { offset += ms; },
  };
}

/** At most a year per move; a test needs a day or two. */
const AdvanceBody = z.object({ advanceMs: z.number().int().min(0).max(366 * DAY_MS) }).strict();

/**
 * GET /sandbox/clock: the server's time and offset; POST /sandbox/clock {advanceMs}: moves it
 * forward; POST /sandbox/jobs/{name}: runs that background job now (or joins its run in
 * progress) and answers its outcome, `ran`, `failed` or `skipped` (another server held its
 * claim); 404 naming an unknown job.
 */
export function registerSandboxClock(app: FastifyInstance, clock: SandboxClock, jobs: Pick<JobRunner, 'runOnce' | 'names'>): void {
  const state = () => ({ now: clock.now().getTime(), offsetMs: clock.offsetMs() });
  app.get('/sandbox/clock', async () => state());
  app.post('/sandbox/clock', async (request, reply) => {
    const parsed = AdvanceBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reply.code(400).send({ code: 400, msg: `${issue.path.join('.') || 'body'}: ${issue.message}` });
    }
    clock.advance(parsed.data.advanceMs);
    return state();
  });
  app.post<{ Params: { name: string } }>('/sandbox/jobs/:name', async (request, reply) => {
    const { name } = request.params;
    if (!jobs.names().includes(name)) return reply.code(404).send({ code: 404, msg: `no background job named ${name}` });
    return { name, outcome: await jobs.runOnce(name) };
  });
  app.log.warn('The server clock is the sandbox (SANDBOX_CLOCK): anyone can move its time forward at /sandbox/clock and run its background jobs at /sandbox/jobs');
}
