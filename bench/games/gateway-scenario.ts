/**
 * The provider's load on the gateway (run by the load generator's process): every connection
 * sends a signed bet, then the signed win that settles it, for a random seated player.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { PROVIDER_PATH_PREFIX, PROVIDER_SIGNATURE_HEADER } from '@casino/contract';
import type { LoadRequest, LoadStep } from '../support/load.ts';

export interface GatewayLoad {
  providerCode: string;
  secret: string;
  gameCode: string;
  seats: Array<{ playerId: string; token: string }>;
}

/** Unique per load process, so that no two runs send the same transaction id. */
const RUN = randomBytes(4).toString('hex');
let serial = 0;

const isOk = (status: number, body: string): boolean => status === 200 && body.includes('"status":"OK"');

export function steps(load: GatewayLoad): LoadStep[] {
  const signed = (action: string, body: object): LoadRequest => {
    const raw = JSON.stringify(body);
    return {
      method: 'POST', path: `${PROVIDER_PATH_PREFIX}/${load.providerCode}/${action}`, body: raw,
      headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: createHmac('sha256', load.secret).update(raw).digest('hex') },
    };
  };
  return [
    {
      request(context) {
        const seat = load.seats[Math.floor(Math.random() * load.seats.length)]!;
        const id = `${RUN}-${++serial}`;
        const amount = 1 + Math.floor(Math.random() * 100);
        Object.assign(context, { seat, id, amount });
        return signed('bet', { token: seat.token, playerId: seat.playerId, gameCode: load.gameCode, roundId: id, transactionId: `${id}-b`, amount });
      },
      accepts: isOk,
    },
    {
      request(context) {
        const { seat, id, amount } = context as { seat: GatewayLoad['seats'][number]; id: string; amount: number };
        return signed('win', {
          token: seat.token, playerId: seat.playerId, gameCode: load.gameCode, roundId: id, transactionId: `${id}-w`, betTransactionId: `${id}-b`,
          amount: serial % 3 === 0 ? amount * 2 : 0, roundClosed: true,
        });
      },
      accepts: isOk,
    },
  ];
}
