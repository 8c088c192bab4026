import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PROVIDER_SIGNATURE_HEADER } from '@casino/contract';
import type { ProviderAction, ProviderReply, ProviderRequest } from '@casino/contract';

/** How the sandbox studio signs in as one provider code. */
export interface SandboxProviderKey {
  code: string;
  secret: string;
}

/**
 * The studio's side of the seamless wallet: signed requests to POST /provider/v1/{code}/{action},
 * through the app's own HTTP stack (routing, signature check, parsing) as a remote studio's
 * requests would arrive, without leaving the process.
 */
export function gatewayClient(app: FastifyInstance, key: SandboxProviderKey) {
  return async function call<A extends ProviderAction>(action: A, body: ProviderRequest<A>): Promise<ProviderReply> {
    const raw = JSON.stringify(body);
    const signature = createHmac('sha256', key.secret).update(raw).digest('hex');
    const response = await app.inject({
      method: 'POST',
      url: `/provider/v1/${encodeURIComponent(key.code)}/${action}`,
      headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature },
      payload: raw,
    });
    return response.json() as ProviderReply;
  };
}
