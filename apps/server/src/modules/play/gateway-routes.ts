import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROVIDER_PATH_PREFIX, PROVIDER_SIGNATURE_HEADER } from '@casino/contract';
import type { ProviderError, ProviderReply } from '@casino/contract';
import { findForbiddenKey } from '../../platform/body-guard.ts';
import { withoutRedaction } from '../../platform/logger.ts';
import { isProviderAction } from './gateway.ts';
import type { SeamlessWallet } from './gateway.ts';
import type { ProviderRegistry } from './providers.ts';
import { failure } from './replies.ts';

/** Answers that are not HTTP 200 (docs/providers.md); every other answer, refusals included, is 200. */
const HTTP_STATUS: Partial<Record<ProviderError, number>> = { INVALID_REQUEST: 400, INVALID_SIGNATURE: 401, NOT_FOUND: 404 };

const send = (reply: FastifyReply, answer: ProviderReply) =>
  reply.code(answer.status === 'ERROR' ? (HTTP_STATUS[answer.error] ?? 200) : 200).header('x-content-type-options', 'nosniff').send(answer);

/**
 * POST /provider/v1/{providerCode}/{action}: the signature is checked over the raw body bytes
 * exactly as they arrived, so this scope keeps the body as a Buffer and parses the JSON itself.
 */
export function registerProviderGateway(app: FastifyInstance, deps: { registry: ProviderRegistry; gateway: SeamlessWallet }): void {
  const { registry, gateway } = deps;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    /** The answer to a call: the gateway's, or why the call never reached it. */
    const answerOf = async (providerCode: string, action: string, raw: Buffer, signature: unknown): Promise<ProviderReply> => {
      const provider = registry.get(providerCode);
      if (!provider) return failure('NOT_FOUND', 'providerCode: no such provider');
      if (!isProviderAction(action)) return failure('NOT_FOUND', 'action: no such action');
      if (!provider.verify(raw, signature)) {
        return failure('INVALID_SIGNATURE', 'X-Signature: not the HMAC-SHA256 of the body with this provider\'s secret');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return failure('INVALID_REQUEST', 'body: not valid JSON');
      }
      const forbidden = findForbiddenKey(body);
      if (forbidden !== null) return failure('INVALID_REQUEST', `${forbidden}: forbidden key`);
      return gateway.call(provider.code, action, body as never);
    };

    // At providers' rates the per-request extras cost as much as the call's own work (decision 079):
    // - one log line per call, with its outcome and time, instead of Fastify's two per request
    //   (received, completed; logLevel warn keeps its errors);
    // - no browser headers (CSP, frame and referrer policies), which a provider's server ignores;
    //   nosniff is set with the answer.
    const options = { logLevel: 'warn', config: { securityHeaders: false } } as const;
    // The call line's fields are fixed and safe: no redaction pass (decision 105).
    const callLines = withoutRedaction(scope.log);
    scope.post<{ Params: { providerCode: string; action: string } }>(`${PROVIDER_PATH_PREFIX}/:providerCode/:action`, options, async (request, reply) => {
      const { providerCode, action } = request.params;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await answerOf(providerCode, action, raw, request.headers[PROVIDER_SIGNATURE_HEADER]);
      callLines.info({
        reqId: request.id, provider: providerCode, action, outcome: answer.status === 'OK' ? 'OK' : answer.error, ms: Math.round(reply.elapsedTime),
      }, 'provider call');
      return send(reply, answer);
    });
  });
}
