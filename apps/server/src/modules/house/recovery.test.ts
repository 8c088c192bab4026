import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HouseErrcode } from '@casino/contract';
import type { ProviderAction, ProviderReply, ProviderRequest } from '@casino/contract';
import { houseGameByCode } from '@casino/games';
import { buildTestApp, latestLoginSessionId, registerPlayer } from '../../../test/helper.ts';
import type { TestApp } from '../../../test/helper.ts';
import { createEventBus } from '../../platform/events.ts';
import { createPlayService } from '../play/service.ts';
import { checkBooks } from '../wallet/books.ts';
import { createWalletService } from '../wallet/service.ts';
import { createHouseProvider } from './service.ts';
import type { HouseProvider } from './service.ts';
import { abandonedRoundsQuery } from './round-store.ts';
import type { SeamlessWallet } from './wallet-gateway.ts';

/**
 * The play module's real gateway and launcher on the test app's database, behind a wrapper that
 * can lose a call (before it reaches the gateway) or its answer (after the gateway acted on
 * it), the way a crash or a broken connection would.
 */
function faultyGateway(app: TestApp) {
  const wallet = createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null });
  const play = createPlayService({
    db: app.db, clock: app.clock, wallet, providers: [], houseSecret: randomBytes(32), sessionMinutes: 240, currency: 'PHP', events: createEventBus(),
  });
  const faults: Partial<Record<ProviderAction, 'lose-call' | 'lose-answer'>> = {};
  const gateway: SeamlessWallet = {
    async call<A extends ProviderAction>(provider: string, action: A, body: ProviderRequest<A>): Promise<ProviderReply> {
      const fault = faults[action];
      if (fault) delete faults[action];
      if (fault === 'lose-call') throw new Error(`gateway ${action} unreachable`);
      const reply = await play.gateway.call(provider, action, body);
      if (fault === 'lose-answer') throw new Error(`gateway ${action} answer lost`);
      return reply;
    },
  };
  return {
    gateway, faults, play,
    balance: async (playerId: number) => (await wallet.readBalances(playerId)).coin,
    /** A game session as startGame opens it: the token from the launch URL. */
    async open(playerId: number, gameCode: string): Promise<string> {
      const game = houseGameByCode(gameCode);
      const launched = game ? await play.launcher.launch(playerId, game.id, await latestLoginSessionId(app, playerId)) : null;
      const token = launched ? new URL(launched.launchUrl, 'http://casino.test').searchParams.get('session') : null;
      if (!token) throw new Error(`could not launch ${gameCode}`);
      return token;
    },
  };
}

describe('house round recovery', () => {
  let app: TestApp;
  let gateway: ReturnType<typeof faultyGateway>;
  let house: HouseProvider;
  const warnings: string[] = [];
  let playerId: number;
  let serial = 0;
  const requestId = () => `req-${++serial}-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    app = await buildTestApp({ userRegisterCoin: 100_000 });
    gateway = faultyGateway(app);
    house = createHouseProvider({ db: app.db, clock: app.clock, wallet: gateway.gateway, log: { warn: (_d, m) => warnings.push(m) } });
    playerId = (await registerPlayer(app)).user.id;
  });
  afterAll(() => app.dispose());

  const books = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);

  it('rolls back a bet whose answer was lost, and plays the retry afresh', async () => {
    const token = await gateway.open(playerId, 'dice');
    const before = await gateway.balance(playerId);
    const id = requestId();
    gateway.faults.bet = 'lose-answer';
    await expect(house.play(token, { requestId: id, bet: 500, choice: { kind: 'dice', target: 5000, direction: 'under' } })).rejects.toThrow(/answer lost/);
    expect(await gateway.balance(playerId)).toBe(before);
    const retry = await house.play(token, { requestId: id, bet: 500, choice: { kind: 'dice', target: 5000, direction: 'under' } });
    expect(retry.balance).toBe(before - 500 + retry.round.payout);
    await books();
  });

  it('pays a drawn round whose win failed: at once on retry, or when the game is opened again', async () => {
    const token = await gateway.open(playerId, 'crash');
    const before = await gateway.balance(playerId);
    const id = requestId();
    const choice = { kind: 'crash' as const, cashOutAt: 101 };
    gateway.faults.win = 'lose-call';
    await expect(house.play(token, { requestId: id, bet: 1_000, choice })).rejects.toThrow(/unreachable/);
    expect(await gateway.balance(playerId)).toBe(before - 1_000);
    const retried = await house.play(token, { requestId: id, bet: 1_000, choice });
    expect(retried.round.status).toBe('closed');
    expect(retried.balance).toBe(before - 1_000 + retried.round.payout);

    gateway.faults.win = 'lose-answer';
    await expect(house.play(token, { requestId: requestId(), bet: 1_000, choice })).rejects.toThrow(/answer lost/);
    const init = await house.init(token);
    expect(init.balance).toBe(await gateway.balance(playerId));
    const [last] = (await house.rounds(token, 1)).list;
    expect(last).toMatchObject({ status: 'closed', bet: 1_000 });
    expect(init.balance).toBe(retried.balance - 1_000 + last!.payout);
    await books();
  });

  it('answers 1129 while another server is still working on the request, then recovers the round', async () => {
    const token = await gateway.open(playerId, 'ocean-hunter');
    const before = await gateway.balance(playerId);
    const id = requestId();
    const choice = { kind: 'shot' as const, fish: 'clownfish' };
    gateway.faults.rollback = 'lose-call';
    gateway.faults.bet = 'lose-answer';
    await expect(house.play(token, { requestId: id, bet: 200, choice })).rejects.toThrow(/answer lost/);
    // As if the request were still running elsewhere: its lease is not over.
    await app.db.query(`UPDATE house_rounds SET lease_until = $1 WHERE status = 'pending'`, [new Date(app.clock.now().getTime() + 60_000)]);
    await expect(house.play(token, { requestId: id, bet: 200, choice })).rejects.toMatchObject({ errcode: HouseErrcode.RequestInProgress });
    app.clock.advance(61_000);
    expect((await house.init(token)).balance).toBe(before);
    expect(warnings).toContain('house bet rollback failed; left for recovery');
    await books();
  });

  it('a requestId claimed by two servers at once makes one round: the other answers its replay or 1129', async () => {
    // Each server queues only its own calls of a player, so these two race for the claim itself.
    const other = createHouseProvider({ db: app.db, clock: app.clock, wallet: gateway.gateway, log: { warn: () => undefined } });
    const token = await gateway.open(playerId, 'dice');
    const choice = { kind: 'dice' as const, target: 5000, direction: 'under' as const };
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await gateway.balance(playerId);
      const id = requestId();
      const settled = await Promise.allSettled([house.play(token, { requestId: id, bet: 200, choice }), other.play(token, { requestId: id, bet: 200, choice })]);
      const played = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      for (const s of settled) if (s.status === 'rejected') expect(s.reason).toMatchObject({ errcode: HouseErrcode.RequestInProgress });
      expect(played.length).toBeGreaterThan(0);
      for (const answer of played) expect(answer.round.roundId).toBe(played[0]!.round.roundId);
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM house_rounds r JOIN house_requests q ON q.round_id = r.id WHERE q.player_id = $1 AND q.request_id = $2`, [playerId, id]);
      expect(rows[0]?.n).toBe(1);
      expect(await gateway.balance(playerId)).toBe(before - 200 + played[0]!.round.payout);
    }
    const { rows: orphans } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM house_rounds r WHERE r.player_id = $1 AND NOT EXISTS (SELECT 1 FROM house_requests q WHERE q.round_id = r.id) AND r.status <> 'void'`, [playerId]);
    expect(orphans[0]?.n).toBe(0);
    await books();
  });

  it('pays a video poker draw whose win was lost when the game is opened again', async () => {
    const token = await gateway.open(playerId, 'jacks-or-better');
    const before = await gateway.balance(playerId);
    const deal = await house.play(token, { requestId: requestId(), bet: 200, choice: { kind: 'poker' } });
    gateway.faults.win = 'lose-call';
    const held = [false, false, false, false, false];
    await expect(house.act(token, { requestId: requestId(), roundId: deal.round.roundId, action: { kind: 'draw', held } })).rejects.toThrow(/unreachable/);
    expect(await gateway.balance(playerId)).toBe(before - 200);
    const init = await house.init(token);
    expect(init.openRound).toBeNull();
    const [drawn] = (await house.rounds(token, 1)).list;
    expect(drawn).toMatchObject({ roundId: deal.round.roundId, status: 'closed', actions: [{ kind: 'draw', held }] });
    expect(init.balance).toBe(before - 200 + drawn!.payout);
    await books();
  });

  it('keeps a mines board open, refuses rotation meanwhile, and settles a cash-out', async () => {
    const token = await gateway.open(playerId, 'mines');
    const start = await house.play(token, { requestId: requestId(), bet: 100, choice: { kind: 'mines', mineCount: 1 } });
    expect(start.round.status).toBe('open');
    expect(start.round.outcome).not.toHaveProperty('mines');
    await expect(house.play(token, { requestId: requestId(), bet: 100, choice: { kind: 'mines', mineCount: 1 } }))
      .rejects.toMatchObject({ errcode: HouseErrcode.RoundAlreadyOpen });
    await expect(house.rotateSeeds(token)).rejects.toMatchObject({ errcode: HouseErrcode.RoundAlreadyOpen });
    expect((await house.init(token)).openRound?.roundId).toBe(start.round.roundId);

    let round = start.round;
    for (let tile = 0; round.status === 'open' && tile < 3; tile++) {
      round = (await house.act(token, { requestId: requestId(), roundId: round.roundId, action: { kind: 'reveal', tile } })).round;
    }
    if (round.status === 'open') round = (await house.act(token, { requestId: requestId(), roundId: round.roundId, action: { kind: 'cashout' } })).round;
    expect(round.status).toBe('closed');
    expect(round.outcome).toHaveProperty('mines');
    expect((await house.rotateSeeds(token)).revealed.roundsPlayed).toBeGreaterThan(0);
    await books();
  });

  it('looks for abandoned rounds among the unsettled ones only, however many rounds the player has played', async () => {
    const player = (await registerPlayer(app)).user.id;
    const token = await gateway.open(player, 'dice');
    const choice = { kind: 'dice' as const, target: 5000, direction: 'under' as const };
    for (let i = 0; i < 40; i++) await house.play(token, { requestId: requestId(), bet: 100, choice });
    const { text, values } = abandonedRoundsQuery(player, 'dice', app.clock.now());
    const plan = await app.db.transaction(async (tx) => {
      // A table this small is cheapest to read whole; priced out, the indexes' merits decide, as on a big one.
      await tx.query('SET LOCAL enable_seqscan = off');
      // The server runs it prepared, so it is planned without its values, and here without statistics
      // (no ANALYZE yet), as on a fresh server: explained the same way.
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await tx.query(`PREPARE abandoned_rounds (bigint, text, timestamptz) AS ${text}`);
      const [id, game, now] = values as [number, string, Date];
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE abandoned_rounds (${id}, '${game}', '${now.toISOString()}')`);
      await tx.query('DEALLOCATE abandoned_rounds');
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    });
    // Reading the player's 40 closed rounds and dropping them would show as rows removed by a filter.
    expect(plan).toContain('house_rounds_unsettled_idx');
    expect(plan).not.toMatch(/"Rows Removed by Filter":\s*[1-9]/);
  });
});

describe('the housekeeping job: recovery of every player\'s abandoned rounds', () => {
  let app: TestApp;
  let gateway: ReturnType<typeof faultyGateway>;
  /** A server whose gateway calls fail, as if it crashed mid-round. */
  let crashed: HouseProvider;
  let serial = 0;
  const requestId = () => `sweep-${++serial}-${randomBytes(4).toString('hex')}`;
  const dice = { kind: 'dice' as const, target: 5000, direction: 'under' as const };

  beforeAll(async () => {
    app = await buildTestApp({ userRegisterCoin: 100_000 });
    gateway = faultyGateway(app);
    crashed = createHouseProvider({ db: app.db, clock: app.clock, wallet: gateway.gateway, log: { warn: () => undefined } });
  });
  afterAll(() => app.dispose());

  const books = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);
  const roundsOf = async (playerId: number) => (await app.db.query<{ gameCode: string; status: string; payout: number }>(
    'SELECT game_code AS "gameCode", status, payout FROM house_rounds WHERE player_id = $1 ORDER BY created_at', [playerId])).rows;
  const transfers = async () => Number((await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM ledger_transfers')).rows[0]?.n);

  /** A round drawn but not paid (win lost): settling. */
  async function unpaidRound(playerId: number, bet: number): Promise<void> {
    const token = await gateway.open(playerId, 'crash');
    gateway.faults.win = 'lose-call';
    await expect(crashed.play(token, { requestId: requestId(), bet, choice: { kind: 'crash', cashOutAt: 101 } })).rejects.toThrow(/unreachable/);
  }

  /** A bet taken whose outcome was never drawn, and whose rollback failed too: pending. */
  async function undrawnRound(playerId: number, bet: number): Promise<void> {
    const token = await gateway.open(playerId, 'dice');
    gateway.faults.bet = 'lose-answer';
    gateway.faults.rollback = 'lose-call';
    await expect(crashed.play(token, { requestId: requestId(), bet, choice: dice })).rejects.toThrow(/answer lost/);
  }

  it('pays drawn rounds and rolls back undrawn ones for all players, leaves rounds waiting for the player, and moves nothing when run again', async () => {
    const payer = (await registerPlayer(app)).user.id;
    const refunded = (await registerPlayer(app)).user.id;
    const payerStart = await gateway.balance(payer);
    const refundedStart = await gateway.balance(refunded);
    await unpaidRound(payer, 1_000);
    const mines = await gateway.open(payer, 'mines');
    expect((await crashed.play(mines, { requestId: requestId(), bet: 100, choice: { kind: 'mines', mineCount: 1 } })).round.status).toBe('open');
    await undrawnRound(refunded, 500);
    expect(await roundsOf(payer)).toMatchObject([{ gameCode: 'crash', status: 'settling' }, { gameCode: 'mines', status: 'open' }]);
    expect(await roundsOf(refunded)).toMatchObject([{ gameCode: 'dice', status: 'pending' }]);
    expect(await gateway.balance(refunded)).toBe(refundedStart - 500);

    await app.jobs.runOnce('house.recover-rounds');

    const [crash, open] = await roundsOf(payer);
    expect(crash).toMatchObject({ status: 'closed' });
    expect(open).toMatchObject({ status: 'open' });
    expect(await gateway.balance(payer)).toBe(payerStart - 1_000 + crash!.payout - 100);
    expect(await roundsOf(refunded)).toMatchObject([{ status: 'void' }]);
    expect(await gateway.balance(refunded)).toBe(refundedStart);
    await books();

    const moved = await transfers();
    await app.jobs.runOnce('house.recover-rounds');
    expect(await transfers()).toBe(moved);
  });

  it('leaves a round alone while a request still holds its lease, and finishes it after', async () => {
    const playerId = (await registerPlayer(app)).user.id;
    const start = await gateway.balance(playerId);
    await undrawnRound(playerId, 200);
    await app.db.query(`UPDATE house_rounds SET lease_until = $2 WHERE player_id = $1`, [playerId, new Date(app.clock.now().getTime() + 60_000)]);
    await app.jobs.runOnce('house.recover-rounds');
    expect(await roundsOf(playerId)).toMatchObject([{ status: 'pending' }]);
    app.clock.advance(60_000);
    await app.jobs.runOnce('house.recover-rounds');
    expect(await roundsOf(playerId)).toMatchObject([{ status: 'void' }]);
    expect(await gateway.balance(playerId)).toBe(start);
    await books();
  });

  it('two servers sweeping at once finish each round once', async () => {
    const players = [(await registerPlayer(app)).user.id, (await registerPlayer(app)).user.id];
    const starts = await Promise.all(players.map((p) => gateway.balance(p)));
    for (const p of players) {
      await unpaidRound(p, 1_000);
      await undrawnRound(p, 500);
    }
    const other = createHouseProvider({
      db: app.db, clock: app.clock, wallet: gateway.play.gateway, log: { warn: () => undefined },
      openSettlementSession: (round) => gateway.play.openSettlementSession('house', round),
    });
    const [, swept] = await Promise.all([app.jobs.runOnce('house.recover-rounds'), other.recoverAbandonedRounds()]);
    expect(swept.failed).toBe(0);
    for (const [i, p] of players.entries()) {
      const rounds = await roundsOf(p);
      expect(rounds.map((r) => r.status)).toEqual(['closed', 'void']);
      expect(await gateway.balance(p)).toBe(starts[i]! - 1_000 + rounds[0]!.payout);
    }
    const { rows: wins } = await app.db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM provider_transactions WHERE provider_code = 'house' AND kind = 'win' AND player_id = ANY($1::bigint[])`, [players]);
    expect(Number(wins[0]?.n)).toBe(2);
    await books();
  });
});
