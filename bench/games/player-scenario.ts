/**
 * The player app's hot calls as load (run by the load generator's process): one call, sent by
 * every connection again and again, as the players in turn.
 */
import { calls, wirePath } from '@casino/contract';
import type { LoadStep } from '../support/load.ts';
import { ENRICHMENT } from './players.ts';

export const HOT_CALLS = ['refreshData', 'appConfig', 'online'] as const;
export type HotCall = (typeof HOT_CALLS)[number];

export interface PlayerLoad {
  call: HotCall;
  /** Login tokens of the players. */
  tokens: string[];
  /** appConfig's game list version, which the app sends once it has the list. */
  gameListVersion: number;
}

let serial = 0;

export function steps(load: PlayerLoad): LoadStep[] {
  const path = wirePath(calls[load.call]);
  const body = JSON.stringify({ ...ENRICHMENT, ...(load.call === 'appConfig' ? { gameListVersion: load.gameListVersion } : {}) });
  return [{
    request() {
      const token = load.tokens[++serial % load.tokens.length];
      const auth: Record<string, string> = load.call === 'appConfig' ? {} : { authorization: `Bearer ${token}` };
      return { method: 'POST', path, headers: { 'content-type': 'application/json', ...auth }, body };
    },
    accepts: (status, answer) => status === 200 && answer.includes('"errcode":0'),
  }];
}
