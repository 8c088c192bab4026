import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One log line per request, once it is answered: method, path, status, time and the client's
 * address, in place of Fastify's two (received, completed). Each line is a write to the log and a
 * pass of the redaction; at the player API's rates the second line cost as much as some calls.
 * Errors are logged as Fastify logs them. A route with its own log level (the provider gateway's
 * warn) keeps its own line.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info({
      method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip,
    }, 'request');
  }
}
