import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@casino/contract';
import { transportError } from './envelope.ts';

/** Fixed texts: an error's own message may quote the request (and so a secret) back. */
const TRANSPORT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size does not match Content-Length',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported content type',
};

/** Handles a request no route matched; returns true when it answered. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Client mistakes become their 4xx with an envelope body; anything else is a logged 500 whose
 * details stay on the server. Unknown routes answer a 404 envelope (or the player app's page).
 */
export function installErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      const msg = (error.code && TRANSPORT_MESSAGES[error.code]) ?? STATUS_MESSAGES[status] ?? 'Bad request';
      return reply.status(status).send(transportError(status, msg));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(Code.ServerError).send(transportError(Code.ServerError, 'Internal error'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply.status(404).send(transportError(404, 'Not found'));
  });
}
