/**
 * The house games' load (run by the load generator's process): every connection plays dice
 * rounds (housePlay) as one player of its own, each round a new requestId.
 */
import { randomBytes } from 'node:crypto';
import { calls, wirePath } from '@casino/contract';
import type { LoadStep } from '../support/load.ts';
import { ENRICHMENT } from './players.ts';

export interface HouseLoad {
  /** One house game session per player, as many players as connections. */
  sessions: string[];
}

const RUN = randomBytes(4).toString('hex');
const PATH = wirePath(calls.housePlay);
let serial = 0;

export function steps(load: HouseLoad): LoadStep[] {
  return [{
    request() {
      // The players in turn: with as many players as connections, one player's rounds seldom meet.
      const session = load.sessions[++serial % load.sessions.length];
      return {
        method: 'POST', path: PATH, headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ENRICHMENT, session, requestId: `${RUN}-${serial}`, bet: 100, choice: { kind: 'dice', target: 5000, direction: 'under' } }),
      };
    },
    accepts: (status, body) => status === 200 && body.includes('"errcode":0'),
  }];
}
