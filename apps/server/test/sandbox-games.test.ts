import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { SANDBOX_BETS } from '../src/modules/sandbox-games/outcome.ts';
import { buildTestApp, call, registerPlayer, type TestApp } from './helper.ts';

/** Neon Fruits, a seeded game of the Nova Play brand, which no configured provider serves. */
const NOVA_GAME_ID = 201;
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: 100_000 });
});
afterAll(() => app.dispose());

async function launch(gameId = NOVA_GAME_ID) {
  const player = await registerPlayer(app);
  const started = await call(app, 'startGame', { gameId }, player.token);
  expect(started).toMatchObject({ code: 200, errcode: 0 });
  const url = new URL(started.launchUrl!, 'http://casino.test');
  return { player, url, provider: url.searchParams.get('provider')!, token: url.searchParams.get('token')!, game: url.searchParams.get('game')! };
}

const post = async (path: string, body: unknown) => {
  const res = await app.inject({ method: 'POST', url: `/sandbox/games/api/${path}`, payload: body as object });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('sandbox game studio', () => {
  it('launches an external brand game on its own page, served under the app CSP', async () => {
    const { url, provider, game } = await launch();
    expect(url.pathname).toBe('/sandbox/games/play');
    expect(provider).toBe('nova');
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`data-game="${game}"`);
    expect(page.body).toContain('<script src="/sandbox/games/studio.js"></script>');
    expect((await app.inject({ method: 'GET', url: '/sandbox/games/studio.js' })).statusCode).toBe(200);
  });

  it('plays rounds through the signed provider API: the balance moves by exactly bet and win, and the books balance', async () => {
    const { player, provider, token, game } = await launch();
    const state = await post('state', { provider, token });
    expect(state.body).toMatchObject({ balance: 100_000, gameName: 'Neon Fruits' });
    let balance = 100_000;
    for (let i = 0; i < 20; i++) {
      const bet = SANDBOX_BETS[i % SANDBOX_BETS.length]!;
      const round = await post('play', { provider, token, game, bet });
      expect(round.status).toBe(200);
      const win = round.body.win as number;
      expect(win).toBe(Math.floor((bet * (round.body.multiplier as number)) / 100));
      balance += win - bet;
      expect(round.body.balance).toBe(balance);
    }
    const { rows } = await app.db.query<{ kind: string; n: number }>(
      "SELECT kind, count(*)::int AS n FROM provider_transactions WHERE provider_code = 'nova' AND player_id = $1 GROUP BY kind ORDER BY kind",
      [player.user.id],
    );
    expect(rows).toEqual([{ kind: 'bet', n: 20 }, { kind: 'win', n: 20 }]);
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('refuses a bet it does not offer, an unknown provider and a bad token, moving nothing', async () => {
    const { provider, token, game } = await launch();
    const bad = await post('play', { provider, token, game, bet: 123 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^bet: must be one of/);
    expect((await post('play', { provider: 'house', token, game, bet: 100 })).status).toBe(404);
    expect((await post('play', { provider, token: 'x'.repeat(43), game, bet: 100 })).body).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await post('state', { provider, token })).body).toMatchObject({ balance: 100_000 });
  });

  it('refuses a bet larger than the balance, answering the balance', async () => {
    const poor = await buildTestApp({ userRegisterCoin: 1_000 });
    try {
      const player = await registerPlayer(poor);
      const started = await call(poor, 'startGame', { gameId: NOVA_GAME_ID }, player.token);
      const url = new URL(started.launchUrl!, 'http://casino.test');
      const res = await poor.inject({
        method: 'POST', url: '/sandbox/games/api/play',
        payload: { provider: url.searchParams.get('provider'), token: url.searchParams.get('token'), game: url.searchParams.get('game'), bet: 5_000 },
      });
      expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance: 1_000 });
      expect((await checkBooks(poor.db)).breaches).toEqual([]);
    } finally {
      await poor.dispose();
    }
  });
});
