/**
 * Players of the house and player-app parts, made as the app makes them: registered over HTTP
 * (appConfig's public key, accountRegist with the encrypted password), a house game launched
 * with startGame; then funded straight in the ledger, so that their bets never run out during a
 * run. Registration is not what is measured.
 */
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { calls, HouseGame, wirePath } from '@casino/contract';
import type { CallName, Enrichment } from '@casino/contract';
import { createLedger, playerMain, systemAccount } from '@casino/server/src/modules/wallet/ledger.ts';
import type { Casino } from './casino.ts';

/** The fields the web client adds to every body (§7). */
export const ENRICHMENT: Enrichment = { clientReferrer: 'ph', channel: 'WEB', appId: 'bench-web', platform: 0 };
/** The house game the players play: dice, one round per call. */
export const HOUSE_GAME = HouseGame.Dice;
const STARTING_COINS = 1_000_000_000;

export interface AppPlayer {
  playerId: number;
  /** The login's token. */
  token: string;
  /** The house game session of its launch URL. */
  houseSession: string;
}

export async function callApp(url: string, name: CallName, body: object, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url + wirePath(calls[name]), {
    method: 'POST', body: JSON.stringify({ ...ENRICHMENT, ...body }),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200 || answer.errcode !== 0) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

export async function registerPlayers(casino: Casino, count: number): Promise<AppPlayer[]> {
  const config = await callApp(casino.url, 'appConfig', {});
  const key = createPublicKey({ key: Buffer.from(String(config.passwordPublicKey), 'base64'), format: 'der', type: 'spki' });
  const encrypt = (plain: string) => publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');
  const run = randomBytes(3).toString('hex');
  const password = `Bench-${randomBytes(6).toString('hex')}-9`;
  const ledger = createLedger(casino.db);
  const players: AppPlayer[] = [];
  // A few at a time: registration hashes the password (argon2id), which is slow on purpose.
  for (let first = 0; first < count; first += 8) {
    players.push(...await Promise.all(Array.from({ length: Math.min(8, count - first) }, async (_, i) => {
      const registered = await callApp(casino.url, 'accountRegist', { account: `b${run}${first + i}`, password: encrypt(password), type: 0, declaration: true });
      const token = String(registered.token);
      const playerId = Number(registered.id);
      await ledger.transfer({ key: `bench:fund:${playerId}`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount: STARTING_COINS });
      const started = await callApp(casino.url, 'startGame', { gameId: HOUSE_GAME }, token);
      const houseSession = new URL(String(started.launchUrl), 'http://casino.invalid').searchParams.get('session');
      if (!houseSession) throw new Error(`no house session in ${String(started.launchUrl)}`);
      return { playerId, token, houseSession };
    })));
  }
  return players;
}
