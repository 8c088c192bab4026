import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { withoutRedaction } from './logger.ts';

/**
 * One log line per request, once it is answered: method, path, status, time and the client's
 * address, in place of Fastify's two (received, completed): at the player API's rates the second
 * line cost as much as some calls. Its fields are fixed, so it skips the redaction pass
 * (`withoutRedaction`). Errors are logged as Fastify logs them, redacted. A route with its own log
 * level (the provider gateway's warn) keeps its own line.
 */
export class RequestLogController extends LogController {
  /** Per server logger, the line's own logger: its fields are fixed, so it skips the redaction pass. */
  readonly #lines = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // The route's own level (the provider gateway's warn) still decides whether the line is written.
    if (reply.log.level !== 'info' && reply.log.level !== 'debug' && reply.log.level !== 'trace') return;
    const root = request.server.log;
    let lines = this.#lines.get(root);
    if (!lines) {
      lines = withoutRedaction(root);
      this.#lines.set(root, lines);
    }
    lines.info({
      reqId: request.id, method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip,
    }, 'request');
  }
}
