/** The load on the bare Fastify anchor (bare-server.ts): a small JSON body posted, a small one answered. */
import type { LoadStep } from './load.ts';

export const BARE_PATH = '/bare';

export function steps(): LoadStep[] {
  return [{
    request: () => ({ method: 'POST', path: BARE_PATH, headers: { 'content-type': 'application/json' }, body: '{"deviceId":"bench"}' }),
    accepts: (status) => status === 200,
  }];
}
