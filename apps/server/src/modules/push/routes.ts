import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { PUSH_STREAM_PATH } from '@casino/contract';
import { authenticate } from '../../platform/auth.ts';
import type { SessionResolver } from '../../platform/auth.ts';
import type { RateGuard, RateRule } from '../../platform/rate-limit.ts';
import { refusalEnvelope } from '../../platform/refusal.ts';
import { bearerToken } from '../../platform/request-meta.ts';
import { parseLastEventId } from './sse.ts';
import type { StreamRegistry } from './streams.ts';

/** Opens per player: an app reconnects with backoff, so more than this is a client gone wrong. */
const OPEN_RULE: RateRule = { limit: 30, windowSeconds: 60 };

/**
 * GET /app/v1/push/stream (packages/contract/src/push.ts). The login is the call router's
 * (Authorization: Bearer), answered the same way when it fails: the envelope with code 401. A
 * good login gets the event stream; the registry takes it from there.
 */
export function registerPushStream(app: FastifyInstance, deps: { streams: StreamRegistry; resolveSession: SessionResolver; limits: RateGuard }): void {
  const { streams, resolveSession, limits } = deps;
  app.get(PUSH_STREAM_PATH, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const outcome = await authenticate(request, resolveSession);
    if ('refusal' in outcome) return outcome.refusal;
    const { session } = outcome;
    const refused = await limits.check([{ key: `push:open:${session.playerId}`, rule: OPEN_RULE }]);
    if (refused) return refusalEnvelope(refused);

    const token = bearerToken(request) as string;
    // From here the response is the stream: written by hand, ended by the registry or the client.
    reply.hijack();
    const response = reply.raw;
    const headers: OutgoingHttpHeaders = {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
    };
    // The head goes with the first event (ready): an app that has the response is already listened to.
    const write = (text: string) => {
      if (!response.headersSent) response.writeHead(200, headers);
      response.write(text);
    };
    const handle = streams.open({
      playerId: session.playerId,
      sessionId: session.sessionId,
      lastEventId: parseLastEventId(request.headers['last-event-id']),
      sink: {
        write,
        backlog: () => response.writableLength,
        end: () => {
          if (!response.headersSent) response.writeHead(200, headers);
          response.end();
        },
      },
      stillLoggedIn: async () => (await resolveSession(token))?.sessionId === session.sessionId,
    });
    response.on('close', () => handle.close());
    await handle.started;
  });
}
