import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { playerMain, systemAccount } from '../src/modules/wallet/index.ts';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { runBatch } from '../src/modules/play/provider-statements.ts';
import { createPlayService } from '../src/modules/play/service.ts';
import type { PlayService } from '../src/modules/play/service.ts';
import type { QueryOptions } from '../src/platform/db.ts';
import { createEventBus } from '../src/platform/events.ts';
import type { BatchedCall } from '../src/modules/play/provider-statements.ts';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

/**
 * The gateway at providers' rates (docs/decisions/079): bets and wins that arrive together share
 * one gateway_batch statement and its commit, and each is answered exactly as it would be alone;
 * the route writes one log line per call. The books must balance after each test.
 */

const START = 100_00;
const SECRET = 'group-commit-secret-0123456789';
const ACME = { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/?token={token}', platforms: ['lantern'] };
/** Red Lantern's Jade Emperor (platform lantern), served by acme. */
const GAME = { id: 301, code: 'jade-emperor' };

let app: TestApp;
let baseUrl: string;
let wallet: ReturnType<typeof createWalletService>;
/** The gateway's in-process entry: calls made in one go reach it together, as they would from a busy provider. */
let play: PlayService;
/** The gateway_batch statements the server ran, in order: calls, and whether each ran in a subtransaction of its own. */
const batchRuns: Array<{ size: number; isolated: unknown }> = [];
/** Calls per batch: the statements each batch ran first. */
const batchSizes = () => batchRuns.filter((r) => r.isolated !== true).map((r) => r.size);

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: [ACME], databasePoolMax: 20 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  wallet = createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null });
  play = createPlayService({
    db: app.db, clock: app.clock, wallet, providers: [ACME], houseSecret: Buffer.alloc(32), sessionMinutes: 240, currency: 'PHP', events: createEventBus(),
  });
  // Watches the statements the gateway sends: the database object is the one its batches use.
  const query = app.db.query.bind(app.db);
  app.db.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
    if (sql.includes('gateway_batch(')) batchRuns.push({ size: (JSON.parse(String(params?.[0])) as unknown[]).length, isolated: params?.[1] });
    return query(sql, params, options);
  }) as typeof app.db.query;
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const unique = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
type Answer = { status: string; error?: string; balance?: number; walletTransactionId?: string; alreadyProcessed?: boolean; limit?: Record<string, unknown> };
interface Seat { player: RegisteredPlayer; playerId: number; token: string }

async function signed(action: string, body: Record<string, unknown>): Promise<Answer> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl}/provider/v1/acme/${action}`, {
    method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex') },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}
async function seat(): Promise<Seat> {
  const player = await registerPlayer(app);
  const res = await call(app, 'startGame', { gameId: GAME.id }, player.token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return { player, playerId: player.user.id, token: new URL(res.launchUrl!).searchParams.get('token')! };
}
const betBody = (s: Seat, amount: number, transactionId = unique('bet')) =>
  ({ token: s.token, playerId: String(s.playerId), gameCode: GAME.code, roundId: unique('round'), transactionId, amount });
const coinOf = async (s: Seat) => (await wallet.readBalances(s.playerId)).coin;
async function recordedBets(s: Seat): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM provider_transactions WHERE player_id = $1 AND kind = 'bet'", [s.playerId]);
  return rows[0]!.n;
}

/** A bet as the gateway hands it to a batch (provider-statements.ts), for calls that must share one statement. */
function batchedBet(s: Seat, amount: number, transactionId: string, roundId = unique('round')): BatchedCall {
  return {
    kind: 'bet',
    statement: {
      providerCode: 'acme', transactionId, playerId: s.playerId, gameCode: GAME.code, roundId, amount, closes: false, admissible: true,
      loginSessionId: null,
      transfer: wallet.ledger.prepare({
        key: `p:acme:${transactionId}`, kind: 'bet', asset: 'COIN', debit: playerMain(s.playerId), credit: systemAccount('house'), amount,
        reference: `acme:${roundId}`,
      }),
    },
  };
}

/** A win as the gateway hands it to a batch; a win of 0 moves nothing and has no transfer. */
function batchedWin(s: Seat, bet: BatchedCall, amount: number): BatchedCall {
  const { roundId, transactionId: betTransactionId } = bet.statement;
  const transactionId = unique('win');
  const key = `p:acme:${transactionId}`;
  return {
    kind: 'win',
    statement: {
      providerCode: 'acme', transactionId, playerId: s.playerId, gameCode: GAME.code, roundId, amount, closes: true, admissible: true,
      betTransactionId, at: app.clock.now(),
      transfer: amount === 0 ? null : wallet.ledger.prepare({
        key, kind: 'win', asset: 'COIN', debit: systemAccount('house'), credit: playerMain(s.playerId), amount, reference: `acme:${roundId}`,
      }),
    },
  };
}

describe('group commit', () => {
  it('bets sent at once share statements; a bet beyond the balance and one past a loss limit are refused alone while the others commit', async () => {
    const poor = await seat();
    const limited = await seat();
    const limit = await call(app, 'setMoneyLimit', { kind: 'loss', period: 'day', amount: 10_00 }, limited.player.token);
    expect(limit.errcode, JSON.stringify(limit)).toBe(0);
    const others = await Promise.all(Array.from({ length: 5 }, () => seat()));
    batchRuns.length = 0;

    const sends = [
      ...Array.from({ length: 5 }, () => ({ who: poor, body: betBody(poor, 30_00) })),
      ...Array.from({ length: 4 }, () => ({ who: limited, body: betBody(limited, 4_00) })),
      ...others.flatMap((o) => Array.from({ length: 4 }, () => ({ who: o, body: betBody(o, 1_00) }))),
    ];
    const answers = await Promise.all(sends.map(async ({ who, body }) => ({ who, answer: (await play.gateway.call('acme', 'bet', body)) as Answer })));

    // Several calls shared a statement: fewer batches than calls, and some carried more than one.
    const sizes = batchSizes();
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(sends.length);
    expect(sizes.length).toBeLessThan(sends.length);
    expect(Math.max(...sizes)).toBeGreaterThan(1);
    // A batch with a refused call ran again, the same calls, each in a subtransaction of its own (decision 106).
    expect(batchRuns.filter((r) => r.isolated === true).length).toBeGreaterThan(0);
    // Each such run follows a first run of as many calls (two batches may be in flight at once).
    const firstRuns: number[] = [];
    for (const r of batchRuns) {
      if (r.isolated !== true) {
        firstRuns.push(r.size);
        continue;
      }
      const first = firstRuns.indexOf(r.size);
      expect(first).toBeGreaterThanOrEqual(0);
      firstRuns.splice(first, 1);
    }

    const of = (s: Seat) => answers.filter((a) => a.who === s).map((a) => a.answer);
    expect(of(poor).filter((a) => a.status === 'OK')).toHaveLength(3);
    for (const refused of of(poor).filter((a) => a.status !== 'OK')) expect(refused).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance: 10_00 });
    expect(await coinOf(poor)).toBe(10_00);
    expect(await recordedBets(poor)).toBe(3);

    expect(of(limited).filter((a) => a.status === 'OK')).toHaveLength(2);
    for (const refused of of(limited).filter((a) => a.status !== 'OK')) {
      expect(refused).toMatchObject({ error: 'BET_REFUSED', limit: { kind: 'loss', period: 'day', limit: 10_00, used: 8_00 } });
    }
    expect(await coinOf(limited)).toBe(START - 8_00);
    expect(await recordedBets(limited)).toBe(2);

    for (const o of others) {
      for (const a of of(o)) expect(a.status, JSON.stringify(a)).toBe('OK');
      expect(await coinOf(o)).toBe(START - 4_00);
    }
  });

  it('a batch in which no call raises runs once, without a subtransaction per call', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => seat()));
    batchRuns.length = 0;
    const answers = await Promise.all(players.flatMap((p) => [1_00, 2_00].map((amount) => play.gateway.call('acme', 'bet', betBody(p, amount)))));
    for (const a of answers) expect(a.status, JSON.stringify(a)).toBe('OK');
    expect(batchRuns.length).toBeGreaterThan(0);
    expect(batchRuns.every((r) => r.isolated === false)).toBe(true);
    expect(batchRuns.reduce((n, r) => n + r.size, 0)).toBe(answers.length);
    for (const p of players) expect(await coinOf(p)).toBe(START - 3_00);
  });

  it('in one statement a bet beyond the balance is undone alone, and a copy of a bet answers its replay, as does a later retry', async () => {
    const s = await seat();
    const other = await seat();
    const id = unique('bet');
    const [first, beyond, copy, beside] = await runBatch(app.db, [
      batchedBet(s, 60_00, id), batchedBet(s, 60_00, unique('bet')), batchedBet(s, 60_00, id), batchedBet(other, 1_00, unique('bet')),
    ]);
    expect(first).toMatchObject({ outcome: 'applied', row: { balanceAfter: 40_00 } });
    expect(beyond).toMatchObject({ code: 'GW001', message: String(40_00) });
    expect(copy).toMatchObject({ outcome: 'replay', row: { id: (first as { row: { id: number } }).row.id } });
    expect(beside).toMatchObject({ outcome: 'applied', row: { balanceAfter: START - 1_00 } });
    expect(await coinOf(s)).toBe(40_00);
    expect(await recordedBets(s)).toBe(1);

    const retried = await signed('bet', { ...betBody(s, 60_00, id), roundId: (first as { row: { roundId: string } }).row.roundId });
    expect(retried).toMatchObject({ status: 'OK', alreadyProcessed: true, walletTransactionId: String((first as { row: { id: number } }).row.id), balance: 40_00 });
  });

  it('in one statement a win settles a bet placed before it, beside a win of 0 and a win on a bet that is not there', async () => {
    const s = await seat();
    const bet = batchedBet(s, 10_00, unique('bet'));
    const small = batchedBet(s, 1_00, unique('bet'));
    const [placed, placedSmall] = await runBatch(app.db, [bet, small]);
    expect([placed, placedSmall].map((r) => (r as { outcome: string }).outcome)).toEqual(['applied', 'applied']);
    const next = batchedBet(s, 5_00, unique('bet'));
    const results = await runBatch(app.db, [
      next, batchedWin(s, next, 20_00), batchedWin(s, small, 0), batchedWin(s, batchedBet(s, 1_00, unique('never-placed')), 3_00),
    ]);
    expect(results.map((r) => (r instanceof Error ? r.message : r.outcome))).toEqual(['applied', 'applied', 'applied', 'bet_not_found']);
    expect(await coinOf(s)).toBe(START - 10_00 - 1_00 - 5_00 + 20_00);
    const { rows } = await app.db.query<{ status: string }>(
      "SELECT status FROM provider_transactions WHERE provider_code = 'acme' AND transaction_id = ANY($1) ORDER BY amount", [[small.statement.transactionId, next.statement.transactionId]]);
    expect(rows.map((r) => r.status)).toEqual(['settled', 'settled']);
  });

  it('answers a call only once its statement has committed: what it answered is already there for everyone', async () => {
    const seats = await Promise.all(Array.from({ length: 6 }, () => seat()));
    const checks = await Promise.all(seats.flatMap((s) => Array.from({ length: 5 }, async () => {
      const body = betBody(s, 1_00);
      const answer = await signed('bet', body);
      const { rows } = await app.db.query<{ id: number }>(
        "SELECT id FROM provider_transactions WHERE provider_code = 'acme' AND transaction_id = $1", [body.transactionId]);
      return { answer, seen: rows[0]?.id };
    })));
    for (const { answer, seen } of checks) {
      expect(answer.status).toBe('OK');
      expect(String(seen)).toBe(answer.walletTransactionId);
    }
  });
});

describe('the settlement of a bet', () => {
  /** Each index of a table with the definition PostgreSQL keeps for it (columns, INCLUDE, predicate). */
  async function indexesOf(table: string): Promise<string[]> {
    const { rows } = await app.db.query<{ definition: string }>(
      'SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = $1::regclass ORDER BY indexrelid', [table]);
    return rows.map((r) => r.definition);
  }

  it('changes no column an index reads, so it is a heap-only update (migration 924)', async () => {
    // A win sets its bet's status, and its round's total_win, status and closed_at.
    for (const definition of await indexesOf('provider_transactions')) expect(definition).not.toMatch(/\bstatus\b/);
    for (const definition of await indexesOf('game_rounds')) expect(definition).not.toMatch(/\b(status|total_win|closed_at)\b/);
    const { rows } = await app.db.query<{ name: string; fillfactor: string | null }>(
      `SELECT relname AS name, (SELECT option_value FROM pg_options_to_table(reloptions) WHERE option_name = 'fillfactor') AS fillfactor
         FROM pg_class WHERE relname IN ('provider_transactions', 'game_rounds') ORDER BY relname`);
    expect(rows).toEqual([{ name: 'game_rounds', fillfactor: '90' }, { name: 'provider_transactions', fillfactor: '90' }]);
  });

  it('finds a bet\'s claim through the claim index, as the gateway and the limits read it', async () => {
    const plans = await app.db.transaction(async (tx) => {
      // With sequential scans priced out, a query whose predicate the partial index does not cover shows it.
      await tx.query('SET LOCAL enable_seqscan = off');
      const claim = await tx.query<{ 'QUERY PLAN': unknown }>(
        "EXPLAIN (FORMAT JSON) SELECT id FROM provider_transactions WHERE provider_code = 'acme' AND bet_transaction_id = 'x' AND claims_bet");
      const limits = await tx.query<{ 'QUERY PLAN': unknown }>(
        "EXPLAIN (FORMAT JSON) SELECT sum(amount) FROM provider_transactions t WHERE t.player_id = 1 AND t.created_at >= now() AND t.counts_toward_limits");
      return [claim, limits].map((result) => JSON.stringify(result.rows[0]!['QUERY PLAN']));
    });
    expect(plans[0]).toContain('provider_transactions_bet_claim');
    expect(plans[1]).toContain('provider_transactions_player_time');
    expect(plans[1]).toContain('Index Only Scan');
  });

  it('keeps what the limits count and what claims a bet id as before: bets and wins, not rolled-back bets', async () => {
    const s = await seat();
    const kept = batchedBet(s, 3_00, unique('bet'));
    const settled = batchedBet(s, 2_00, unique('bet'));
    await runBatch(app.db, [kept, settled]);
    await runBatch(app.db, [batchedWin(s, settled, 5_00)]);
    const { rows } = await app.db.query<{ kind: string; status: string; claims: boolean; counts: boolean }>(
      `SELECT kind, status, claims_bet AS claims, counts_toward_limits AS counts FROM provider_transactions
        WHERE provider_code = 'acme' AND player_id = $1 ORDER BY id`, [s.playerId]);
    expect(rows).toEqual([
      { kind: 'bet', status: 'applied', claims: true, counts: true },
      { kind: 'bet', status: 'settled', claims: true, counts: true },
      { kind: 'win', status: 'applied', claims: false, counts: true },
    ]);
  });
});

describe('the provider route', () => {
  it('writes one log line per call, with its outcome and time, and none of the per-request lines', async () => {
    const s = await seat();
    const before = app.logText().length;
    expect((await signed('bet', betBody(s, 1_00))).status).toBe('OK');
    const raw = JSON.stringify(betBody(s, 1_00));
    const forged = await fetch(`${baseUrl}/provider/v1/acme/bet`, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-signature': '0'.repeat(64) } });
    expect(forged.status).toBe(401);

    const lines = app.logText().slice(before).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const calls = lines.filter((l) => l.msg === 'provider call');
    expect(calls.map((c) => c.outcome)).toEqual(['OK', 'INVALID_SIGNATURE']);
    for (const c of calls) {
      expect(c).toMatchObject({ level: 30, provider: 'acme', action: 'bet' });
      expect(typeof c.reqId).toBe('string');
      expect(c.ms).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(calls.map((c) => c.reqId)).size).toBe(2);
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed' || l.msg === 'request')).toEqual([]);
  });

  it('answers with nosniff and without the player app\'s browser headers', async () => {
    const s = await seat();
    const raw = JSON.stringify({ token: s.token, playerId: String(s.playerId) });
    const res = await fetch(`${baseUrl}/provider/v1/acme/balance`, {
      method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex') },
    });
    expect(await res.json()).toMatchObject({ status: 'OK', balance: START });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
