import type { FastifyInstance } from 'fastify';
import type { Db } from './db.ts';

/** Liveness and readiness: answers 200 only when the database answers. */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
