import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame } from '@casino/contract';
import { callApp, launchToken, passwordEncrypter } from '../../../bench/load/client.ts';
import type { Answer } from '../../../bench/load/client.ts';
import { killableServer } from '../../../bench/load/killable-server.ts';
import type { KillableServer } from '../../../bench/load/killable-server.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { start as startRedis } from '../../../scripts/redis-server.ts';
import type { RedisServer } from '../../../scripts/redis-server.ts';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { createOpsContext } from '../src/ops/context.ts';
import { runOps } from '../src/ops/commands.ts';
import { systemClock } from '../src/platform/clock.ts';
import { parseConfig } from '../src/platform/config.ts';
import { openPostgres } from '../src/platform/db.ts';
import type { Db } from '../src/platform/db.ts';
import { newRecord, playerOperations, PROVIDER, SANDBOX_SECRET } from './crash-servers-players.ts';
import type { PlayerRecord, Seat, Traffic } from './crash-servers-players.ts';
import { createScratchDatabase, onPostgres } from './helper.ts';
import { JPEG, PNG, uniqueGcash, WALLET_PASSWORD } from './payments-helper.ts';

/**
 * Two server processes on one PostgreSQL database and one Redis, with players betting and
 * winning through the signed provider gateway, playing house rounds, depositing through the
 * payment provider's signed callback and withdrawing, while one server after the other is
 * killed with SIGKILL (ten times) and started again. A call without an answer is sent again,
 * with the same ids, to either server. Afterwards: every operation that was answered as done
 * is in the books exactly once, none answered as refused is there at all, each player's
 * balance is what their answered operations add up to, and the books check is clean.
 *
 * Only on PostgreSQL (TEST_DB=postgres, the suite's PostgreSQL pass in CI): PGlite is one
 * process's embedded database, so two servers cannot share it.
 */

const PLAYERS = 50;
const KILLS = 10;
/** Each player's sign-up credit: 1,000.00. */
const START = 1_000_00;
/** A server is killed once it has answered this many operations since it (re)started. */
const ANSWERS_BEFORE_KILL = 40;
const WAIT_MS = 90_000;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let redis: RedisServer;
let work: string;
const servers: KillableServer[] = [];

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function ok(label: string, answer: Answer): Record<string, unknown> {
  if (answer.status !== 200 || answer.body.errcode !== 0) throw new Error(`${label}: ${answer.status} ${answer.failure ?? JSON.stringify(answer.body)}`);
  return answer.body;
}

async function uploadKyc(base: string, token: string, kind: 'idPhoto' | 'selfie'): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  const [file, type, name] = kind === 'idPhoto' ? [PNG(), 'image/png', 'id.png'] : [JPEG(), 'image/jpeg', 'me.jpg'];
  form.append('file', new Blob([file], { type }), name);
  const res = await fetch(`${base}/app/v1/uploadKyc`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { fileId?: string };
  if (!body.fileId) throw new Error(`uploadKyc: ${res.status} ${JSON.stringify(body)}`);
  return body.fileId;
}

/** A player with a login, a bound GCash account, a wallet password, an identity submitted, and a game session at the provider and at the house. */
async function seatPlayer(base: string, encrypt: (plain: string) => string): Promise<Seat> {
  const registered = ok('accountRegist', await callApp(base, 'accountRegist', {
    declaration: true, account: `k${randomBytes(7).toString('hex')}`, password: encrypt('Crash-test-pass-9'), type: 0,
  }));
  const token = String(registered.token);
  const who = { token };
  ok('addBankInfo', await callApp(base, 'addBankInfo', { bankId: 101, accountName: 'Juan Dela Cruz', cardNum: uniqueGcash() }, who));
  const encryptedWalletPassword = encrypt(WALLET_PASSWORD);
  ok('safeboxPasswordInit', await callApp(base, 'safeboxPasswordInit', { password: encryptedWalletPassword }, who));
  ok('addKyc', await callApp(base, 'addKyc', {
    idType: 'passport', idNumber: `P${randomBytes(5).toString('hex').toUpperCase()}`, firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz',
    birthDate: '1990-05-17', photoFileId: await uploadKyc(base, token, 'idPhoto'), selfieFileId: await uploadKyc(base, token, 'selfie'),
  }, who));
  const provider = ok('startGame', await callApp(base, 'startGame', { gameId: PROVIDER.gameId }, who));
  const house = ok('startGame', await callApp(base, 'startGame', { gameId: HouseGame.Dice }, who));
  return {
    playerId: Number(registered.id), token, encryptedWalletPassword,
    providerToken: launchToken(String(provider.launchUrl)), houseSession: launchToken(String(house.launchUrl)),
  };
}

/** Approves every identity submission waiting for review, as an operator does with `npm run ops -- kyc approve`. */
async function approveIdentities(db: Db): Promise<void> {
  const config = parseConfig({ DATABASE_URL: scratch.url, KYC_DIR: join(work, 'kyc'), PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET });
  const quiet = Fastify({ logger: false });
  const context = createOpsContext({ db, clock: systemClock, config, log: quiet.log, derivedSecret: () => SANDBOX_SECRET, out: () => undefined });
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM kyc_submissions WHERE status = 'pending' ORDER BY id`);
  for (const { id } of rows) expect(await runOps(['kyc', 'approve', String(id), '--operator', 'crash-test'], context)).toBe(0);
  await quiet.close();
}

const sumOf = (values: Iterable<number>) => [...values].reduce((n, v) => n + v, 0);

/** The last lines the servers logged (warnings and errors), printed when the test fails. */
const logTails = () => ['a', 'b'].map((name) => {
  const file = join(work, `server-${name}.log`);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '(no log)';
  return `--- server ${name}\n${text.trimEnd().split('\n').slice(-20).join('\n')}`;
}).join('\n');

beforeAll(async () => {
  if (!onPostgres()) return;
  scratch = await createScratchDatabase();
  redis = await startRedis();
  work = mkdtempSync(join(tmpdir(), 'casino-crash-servers-'));
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // The settings both servers share, as instances on one database must.
  const env = {
    DATABASE_URL: scratch.url, REDIS_URL: redis.url, PASSWORD_PRIVATE_KEY: key, PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    GAME_PROVIDERS: JSON.stringify([{ code: PROVIDER.code, secret: PROVIDER.secret, launchUrl: 'https://acme.example/play?token={token}', platforms: ['lantern'] }]),
    // All players come from 127.0.0.1; the limits have tests of their own.
    RATE_LIMIT_SCALE: '0',
    USER_REGISTER_COIN: String(START), MAIL_WELCOME_COIN: '0', LOG_LEVEL: 'warn',
    WITHDRAW_AUTO_APPROVE_MAX: String(500_00), WITHDRAW_DAILY_MAX_COUNT: '1000', WITHDRAW_DAILY_MAX_AMOUNT: String(1_000_000_000_00),
    GAME_HOUSEKEEPING_INTERVAL_SECONDS: '5', PAYMENT_JOBS_INTERVAL_SECONDS: '2', DATABASE_POOL_MAX: '8',
    DATA_DIR: join(work, 'data'), KYC_DIR: join(work, 'kyc'), WEB_DIST_DIR: join(work, 'no-web'), ADMIN_DIST_DIR: join(work, 'no-admin'),
  };
  for (const name of ['a', 'b']) servers.push(killableServer({ name: `server ${name}`, port: await freePort(), env, logFile: join(work, `server-${name}.log`) }));
  // One after the other: the first migrates the new database.
  for (const server of servers) await server.start();
}, 120_000);

afterAll(async () => {
  if (!onPostgres()) return;
  for (const server of servers) await server.stop();
  await redis?.stop();
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!onPostgres())('two servers, one killed ten times under load', () => {
  it('loses no acknowledged bet, win, deposit or withdrawal and applies none twice; balances equal transfers; books clean', async () => {
    const bases = servers.map((s) => s.url);
    const phases: string[] = [];
    let phaseStart = performance.now();
    const phaseDone = (name: string) => {
      phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(0)} s`);
      phaseStart = performance.now();
    };
    const encrypt = passwordEncrypter(String(ok('appConfig', await callApp(bases[0] as string, 'appConfig', {})).passwordPublicKey));
    const seats: Seat[] = [];
    for (let start = 0; start < PLAYERS; start += 10) {
      seats.push(...await Promise.all(Array.from({ length: Math.min(10, PLAYERS - start) }, (_, i) => seatPlayer(bases[(start + i) % 2] as string, encrypt))));
    }
    const db = openPostgres(scratch.url, 2);
    try {
      await approveIdentities(db);
      phaseDone('setup');

      const traffic: Traffic = { servers: bases, answeredBy: [0, 0], resent: 0, unexpected: [], abandoned: false };
      const records = new Map<number, PlayerRecord>(seats.map((s) => [s.playerId, newRecord()]));
      let running = true;
      let operations = 0;
      const playing = seats.map(async (seat) => {
        const next = playerOperations(traffic, seat, records.get(seat.playerId) as PlayerRecord);
        while (running) {
          await next();
          operations++;
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
        }
      });
      // A failed player stops the kills at once instead of after them.
      const failed = Promise.race(playing.map((p) => p.then(() => new Promise<never>(() => undefined))));
      failed.catch(() => undefined);
      let restarting = 0;
      try {
        for (let kill = 0; kill < KILLS; kill++) {
          const victim = kill % 2;
          const server = servers[victim] as KillableServer;
          const before = traffic.answeredBy[victim] ?? 0;
          await Promise.race([failed, waitFor(`${server.name} to answer ${ANSWERS_BEFORE_KILL} operations`, () => traffic.abandoned || (traffic.answeredBy[victim] ?? 0) - before >= ANSWERS_BEFORE_KILL)]);
          await server.kill();
          // The other server alone while this one starts again; clients that sent here resend there.
          const down = performance.now();
          await Promise.race([failed, server.start()]);
          restarting += performance.now() - down;
        }
        phaseDone(`kills (${(restarting / 1000).toFixed(0)} s of it restarting)`);
        running = false;
        await Promise.all(playing);
        phaseDone('last answers');
      } catch (err) {
        console.log(logTails());
        throw err;
      } finally {
        // After a failure the players still retrying give up at once.
        running = false;
        traffic.abandoned = true;
        await Promise.allSettled(playing);
      }
      // Both servers stop (gracefully) so that no background job moves coins while the books are read.
      for (const server of servers) await server.stop();

      const all = [...records.values()];
      const count = (pick: (r: PlayerRecord) => number) => sumOf(all.map(pick));
      console.log(`crash test: ${KILLS} kills, ${operations} operations (${count((r) => r.gateway.applied.size)} gateway transactions, ${count((r) => r.house.applied.size)} house rounds, `
        + `${count((r) => r.deposits.credited.size)} deposits, ${count((r) => r.withdrawals.held.size)} withdrawals answered as done), ${traffic.resent} calls resent; ${phases.join(', ')}`);

      expect(traffic.unexpected).toEqual([]);
      // The kills hit calls in flight or in the way: clients had to resend and were answered in the end.
      expect(traffic.resent).toBeGreaterThan(0);

      const books = await checkBooks(db);
      expect(books.breaches).toEqual([]);

      for (const seat of seats) {
        const record = records.get(seat.playerId) as PlayerRecord;
        const where = `player ${seat.playerId}`;

        // Gateway: exactly the answered transactions, with the answered amounts.
        const { rows: gateway } = await db.query<{ transaction_id: string; kind: string; amount: number }>(
          `SELECT transaction_id, kind, amount FROM provider_transactions WHERE provider_code = $1 AND player_id = $2`, [PROVIDER.code, seat.playerId]);
        expect(new Map(gateway.map((r) => [r.transaction_id, { kind: r.kind, amount: Number(r.amount) }])), where).toEqual(record.gateway.applied);

        // House: each answered request names its round, closed with the answered bet and payout; refused ones are forgotten.
        const { rows: house } = await db.query<{ request_id: string; round_id: string; bet: number; payout: number; status: string }>(
          `SELECT q.request_id, q.round_id, r.bet, r.payout, r.status FROM house_requests q JOIN house_rounds r ON r.id = q.round_id WHERE q.player_id = $1`, [seat.playerId]);
        expect(house.every((r) => r.status === 'closed'), where).toBe(true);
        expect(new Map(house.map((r) => [r.request_id, { roundId: r.round_id, bet: Number(r.bet), payout: Number(r.payout) }])), where).toEqual(record.house.applied);

        // Deposits: exactly the orders whose callback was taken are paid, each credited once.
        const { rows: deposits } = await db.query<{ id: string; amount: number; credits: number }>(
          `SELECT o.id, o.amount, (SELECT count(*) FROM ledger_transfers t WHERE t.idempotency_key = 'deposit:' || o.id)::int AS credits
             FROM deposit_orders o WHERE o.player_id = $1 AND o.status = 'paid'`, [seat.playerId]);
        expect(deposits.every((r) => r.credits === 1), where).toBe(true);
        expect(new Map(deposits.map((r) => [r.id, Number(r.amount)])), where).toEqual(record.deposits.credited);

        // Withdrawals: one order per answered request, its coins held once, paid out at most once and never given back.
        const { rows: withdrawals } = await db.query<{ request_id: string; id: string; amount: number; status: string; holds: number; paid: number; refunds: number }>(
          `SELECT o.request_id, o.id, o.amount, o.status,
                  (SELECT count(*) FROM ledger_transfers t WHERE t.idempotency_key = 'withdrawal:hold:' || o.id)::int AS holds,
                  (SELECT count(*) FROM ledger_transfers t WHERE t.idempotency_key = 'withdrawal:paid:' || o.id)::int AS paid,
                  (SELECT count(*) FROM ledger_transfers t WHERE t.idempotency_key = 'withdrawal:refund:' || o.id)::int AS refunds
             FROM withdrawal_orders o WHERE o.player_id = $1`, [seat.playerId]);
        expect(new Map(withdrawals.map((r) => [r.request_id, { orderId: r.id, amount: Number(r.amount) }])), where).toEqual(record.withdrawals.held);
        for (const w of withdrawals) {
          expect({ status: w.status, holds: w.holds, paid: w.paid, refunds: w.refunds }, `${where} withdrawal ${w.id}`)
            .toEqual(w.status === 'paid' ? { status: 'paid', holds: 1, paid: 1, refunds: 0 } : { status: 'processing', holds: 1, paid: 0, refunds: 0 });
        }

        // The balance is what the answered operations moved, plus the sign-up credit and the rewards granted meanwhile (VIP level-ups).
        const { rows: legs } = await db.query<{ kind: string; net: number }>(
          `SELECT t.kind, sum(CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END)::bigint AS net
             FROM ledger_accounts a JOIN ledger_transfers t ON a.id IN (t.debit_account_id, t.credit_account_id)
            WHERE a.player_id = $1 AND a.asset = 'COIN' AND a.purpose = 'main' GROUP BY t.kind`, [seat.playerId]);
        const byKind = new Map(legs.map((r) => [r.kind, Number(r.net)]));
        const { rows: account } = await db.query<{ balance: number }>(
          `SELECT balance FROM ledger_accounts WHERE player_id = $1 AND asset = 'COIN' AND purpose = 'main'`, [seat.playerId]);
        const rewards = byKind.get('reward') ?? 0;
        expect([...byKind.keys()].filter((k) => !['signUpBonus', 'reward', 'bet', 'win', 'betRefund', 'deposit', 'withdrawalHold'].includes(k)), where).toEqual([]);
        expect(byKind.get('signUpBonus'), where).toBe(START);
        expect(byKind.get('deposit') ?? 0, where).toBe(sumOf(record.deposits.credited.values()));
        expect(byKind.get('withdrawalHold') ?? 0, where).toBe(0 - sumOf([...record.withdrawals.held.values()].map((w) => w.amount)));
        expect(Number(account[0]?.balance), where).toBe(START + record.net + rewards);
      }

    } finally {
      await db.close();
    }
  }, 360_000);
});
