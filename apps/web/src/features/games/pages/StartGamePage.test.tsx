import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { useUserStore } from '../../auth/index.ts';
import { resetBalancesRefreshGate } from '../../wallet/index.ts';
import { SESSION, houseInit, luckyTigerRound, preferReducedMotion } from '../testing/house-fixtures.ts';
import StartGamePage from './StartGamePage.tsx';

const launch = { ...ok, gameId: 1, launchUrl: `/house/lucky-tiger?session=${SESSION}` };
const lobby = [{ path: '/lobby/home', element: <p data-testid="lobby">lobby</p> }];

function renderStart(at = '/start?gameId=1') {
  return renderRoute(<StartGamePage />, { path: '/start', at, routes: lobby });
}

describe('/start', () => {
  beforeEach(() => {
    preferReducedMotion();
    resetBalancesRefreshGate();
    setToken('tok');
    useUserStore.getState().signIn({ ...player, coin: 10_000 }, 'tok');
  });
  afterEach(() => {
    clearToken();
    useUserStore.getState().reset();
  });

  it('starts the game, spins, retries an unanswered spin with the same requestId, and brings the balance back to the lobby', async () => {
    const round = luckyTigerRound(0, 500);
    let plays = 0;
    const server = stubServer({
      startGame: launch,
      init: houseInit(),
      play: () => {
        plays += 1;
        if (plays === 1) throw new TypeError('Failed to fetch');
        return { ...ok, round: plays === 2 ? round : luckyTigerRound(1, 500, { roundId: 'round-1' }), balance: plays === 2 ? 10_500 : 10_000 };
      },
      rounds: { ...ok, list: [round] },
      seeds: { ...ok, active: houseInit().seeds, revealed: [] },
      exitGame: ok,
      refreshData: { ...ok, coin: 10_000, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 1_000 },
    });
    const { router } = renderStart();

    expect(await screen.findByTestId('game-balance')).toHaveProperty('textContent', '100.00');
    expect(server.calls.find((c) => c.url === '/app/v1/startGame')?.body).toMatchObject({ gameId: 1 });
    expect(server.calls.find((c) => c.url === '/house/v1/init')?.body).toMatchObject({ session: SESSION });
    // The client loads on its own, after the game's chrome.
    expect(await screen.findByTestId('game-bet')).toHaveProperty('textContent', '5.00');

    // No answer: the spin is refused on screen and offered again.
    await userEvent.click(screen.getByTestId('game-play'));
    expect(await screen.findByTestId('game-failure')).toHaveProperty('dataset.kind', 'network');
    expect(screen.getByTestId('game-balance').textContent).toBe('100.00');
    await userEvent.click(screen.getByTestId('game-failure-retry'));
    await waitFor(() => expect(screen.getByTestId('slot-machine').dataset.phase).toBe('idle'), { timeout: 4_000 });
    await waitFor(() => expect(screen.getByTestId('game-round-id').textContent).toBe('round-0'));

    const playCalls = server.calls.filter((c) => c.url === '/house/v1/play');
    expect(playCalls).toHaveLength(2);
    expect(playCalls[0]!.body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(playCalls[1]!.body.requestId).toBe(playCalls[0]!.body.requestId);
    expect(playCalls[1]!.body).toMatchObject({ session: SESSION, bet: 500, choice: { kind: 'spin' } });

    // The win and the balance: 100.00 - 5.00 + 10.00.
    expect(screen.getByTestId('game-win').textContent).toBe('10.00');
    expect(screen.getByTestId('game-balance').textContent).toBe('105.00');
    expect(useUserStore.getState().user?.coin).toBe(10_500);
    expect(screen.getAllByTestId('slot-cell').map((cell) => cell.dataset.symbol)).toEqual(round.outcome.window && (round.outcome.window as string[][]).flat());

    // The next spin is a new action with a new id.
    await userEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(screen.getByTestId('game-round-id').textContent).toBe('round-1'), { timeout: 4_000 });
    const third = server.calls.filter((c) => c.url === '/house/v1/play')[2]!;
    expect(third.body.requestId).not.toBe(playCalls[0]!.body.requestId);

    // Back: to the lobby, the game exited and the shared balance read again.
    await userEvent.click(screen.getByTestId('game-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby/home'));
    await waitFor(() => expect(server.calls.some((c) => c.url === '/app/v1/exitGame')).toBe(true));
    await waitFor(() => expect(server.calls.some((c) => c.url === '/app/v1/refreshData')).toBe(true));
  });

  it.each([
    [1101, 'This game is not available.'],
    [1102, 'This game is under maintenance. Please try again later.'],
    [1103, "This game's provider is under maintenance. Please try again later."],
    [1104, "This game can't be opened right now. Please try again later."],
  ])('explains a refused start (%i) and offers the way back', async (errcode, text) => {
    stubServer({ startGame: { code: 200, errcode }, exitGame: ok, refreshData: ok });
    const { router } = renderStart();
    expect(await screen.findByTestId('game-problem-message')).toHaveProperty('textContent', text);
    await userEvent.click(screen.getByTestId('game-problem-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby/home'));
  });

  it('offers a restart when the game session has expired, which starts a new session', async () => {
    let starts = 0;
    const server = stubServer({
      startGame: () => ({ ...launch, launchUrl: `/house/lucky-tiger?session=${SESSION}${++starts}` }),
      init: (body) => (body.session === `${SESSION}1` ? { code: 200, errcode: 1120 } : houseInit()),
    });
    renderStart();
    expect(await screen.findByTestId('game-problem-message')).toHaveProperty('textContent', 'Your game session has ended. Restart the game to keep playing.');
    await userEvent.click(screen.getByRole('button', { name: 'Restart the game' }));
    expect(await screen.findByTestId('game-balance')).toHaveProperty('textContent', '100.00');
    expect(server.calls.filter((c) => c.url === '/app/v1/startGame')).toHaveLength(2);
  });

  it('shows another provider full screen in a frame, with the way back', async () => {
    stubServer({ startGame: { ...launch, launchUrl: 'https://provider.example/play?t=1' } });
    renderStart();
    expect(await screen.findByTestId('game-frame')).toHaveProperty('src', 'https://provider.example/play?t=1');
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeTruthy();
  });

  it('explains an insufficient balance and shows the real balance', async () => {
    const server = stubServer({
      startGame: launch,
      init: houseInit(),
      play: { code: 200, errcode: 1125 },
      refreshData: { ...ok, coin: 300, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 0 },
    });
    renderStart();
    await userEvent.click(await screen.findByTestId('game-play'));
    expect(await screen.findByTestId('game-failure')).toHaveProperty('textContent', expect.stringContaining('Your balance is too low for this bet.'));
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('3.00'));
    expect(server.calls.filter((c) => c.url === '/house/v1/play')).toHaveLength(1);
  });

  it('opens the fairness panel asked for, and rotating with a new client seed reveals the old server seed', async () => {
    const revealed = { serverSeed: 'ab'.repeat(32), serverSeedHash: houseInit().seeds.serverSeedHash, clientSeed: 'lucky-player-42', roundsPlayed: 3, revealedAt: 1_700_000_000_000 };
    const next = { serverSeedHash: 'cd'.repeat(32), clientSeed: 'my-own-seed', nextNonce: 0 };
    let rotated = false;
    const server = stubServer({
      startGame: launch,
      init: houseInit(),
      seeds: () => ({ ...ok, active: rotated ? next : houseInit().seeds, revealed: rotated ? [revealed] : [] }),
      rotateSeeds: () => {
        rotated = true;
        return { ...ok, revealed, active: next };
      },
      rounds: { ...ok, list: [] },
    });
    renderStart('/start?gameId=1&panel=fairness');
    expect(await screen.findByTestId('fairness-server-hash')).toHaveProperty('textContent', houseInit().seeds.serverSeedHash);
    const seed = screen.getByTestId('fairness-client-seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'my-own-seed');
    await userEvent.click(screen.getByTestId('fairness-rotate'));
    expect(await screen.findByTestId('fairness-revealed-seed')).toHaveProperty('textContent', revealed.serverSeed);
    expect(server.calls.find((c) => c.url === '/house/v1/rotateSeeds')?.body).toMatchObject({ session: SESSION, clientSeed: 'my-own-seed' });
    await waitFor(() => expect(screen.getByTestId('fairness-server-hash').textContent).toBe('cd'.repeat(32)));
  });

  it('a start refused for a time-out says until when and that withdrawals remain possible, and updates the user info', async () => {
    const until = Date.parse('2026-12-01T07:07:00Z');
    const server = stubServer({
      startGame: { code: 200, errcode: 3501, msg: 'blocked', blockKind: 'timeOut', until },
      getAfterLoginInfo: { ...ok, ...player, exclusion: { kind: 'timeOut', until } },
      exitGame: ok,
    });
    renderStart();
    expect((await screen.findByTestId('game-problem-message')).textContent)
      .toBe('You are on a time-out until 2026-12-01 3:07 PM PHT. Games cannot be started until then. Withdrawals remain possible.');
    await waitFor(() => expect(useUserStore.getState().user?.exclusion).toEqual({ kind: 'timeOut', until }));
    expect(server.calls.filter((c) => c.url.endsWith('/getAfterLoginInfo'))).toHaveLength(1);
  });

  it.each([
    [{ errcode: 3513, limit: 60 }, 'You have played your session-time limit of 60 minutes. Log in again after a break to keep playing.'],
    [{ errcode: 3511, period: 'day', limit: 10_000, used: 10_000 }, 'This bet would pass your loss limit of 100.00 per day (lost today: 100.00).'],
    [{ errcode: 3512, period: 'week', limit: 50_000, used: 49_900 }, 'This bet would pass your wager limit of 500.00 per week (bet this week: 499.00).'],
  ])('a start refused for a used-up limit (%o) names it', async (refusal, text) => {
    stubServer({ startGame: { code: 200, msg: 'limit', ...refusal }, exitGame: ok });
    renderStart();
    expect((await screen.findByTestId('game-problem-message')).textContent).toBe(text);
  });
});
