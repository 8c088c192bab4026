import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FairRandom, playGoldenFreeSpins } from '@casino/games';
import type { HouseRound } from '@casino/contract';
import { ok, player } from '../../../../test/fixtures.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearToken, setToken } from '../../../../shared/session/token.ts';
import { useUserStore } from '../../../auth/index.ts';
import StartGamePage from '../../pages/StartGamePage.tsx';
import { SEEDS, SERVER_SEED_HASH, SESSION, houseInit, preferReducedMotion } from '../../testing/house-fixtures.ts';

/** With the fixed seeds, nonce 1384 of Golden Free Spins triggers ten free spins. */
const NONCE = 1384;

function goldenRound(bet: number): HouseRound {
  const outcome = playGoldenFreeSpins(bet, new FairRandom(SEEDS, NONCE));
  return {
    roundId: 'golden-1', gameId: 4, gameCode: 'golden-free-spins', bet, payout: outcome.payout, status: 'closed', choice: { kind: 'spin' },
    actions: [], outcome: JSON.parse(JSON.stringify(outcome)) as Record<string, unknown>, serverSeedHash: SERVER_SEED_HASH, serverSeed: null,
    clientSeed: SEEDS.clientSeed, nonce: NONCE, createdAt: 0, settledAt: 0,
  };
}

describe('the slot client', () => {
  beforeEach(() => {
    preferReducedMotion();
    setToken('tok');
    useUserStore.getState().signIn(player, 'tok');
  });
  afterEach(() => {
    clearToken();
    useUserStore.getState().reset();
  });

  it('plays the free spins of a round one after another and shows what each won', async () => {
    const round = goldenRound(100);
    stubServer({
      startGame: { ...ok, gameId: 4, launchUrl: `/house/golden-free-spins?session=${SESSION}` },
      init: houseInit({
        game: { id: 4, code: 'golden-free-spins', name: 'Golden Free Spins', category: 1, targetRtp: 0.96, volatility: 'high' },
        defaultBet: 100,
      }),
      play: { ...ok, round, balance: 10_000 - 100 + round.payout },
    });
    renderRoute(<StartGamePage />, { path: '/start', at: '/start?gameId=4' });
    expect(await screen.findAllByTestId('slot-reel', {}, { timeout: 10_000 })).toHaveLength(5);
    // Every text the banner shows, in order: on a busy machine a polling query could miss the
    // short intro, a DOM observer sees each commit.
    const banners: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="free-spin-banner"]')?.textContent;
      if (text && banners.at(-1) !== text) banners.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await userEvent.click(screen.getByTestId('game-play'));

    // Ten spins of real (shortened) animation: ~5 s alone, much longer beside other test files on a busy machine.
    await waitFor(() => expect(banners.at(-1)).toBe('Free spin 10 of 10'), { timeout: 30_000 });
    await waitFor(() => expect(screen.getByTestId('slot-machine').dataset.phase).toBe('idle'), { timeout: 10_000 });
    observer.disconnect();
    expect(banners).toEqual(['10 free spins!', ...Array.from({ length: 10 }, (_, i) => `Free spin ${i + 1} of 10`)]);
    // Each free spin's win in line bets of 1.00 / 20, at x10: units x 5 hundredths.
    expect(screen.getAllByTestId('free-spin').map((spin) => Number(spin.dataset.win)))
      .toEqual([750, 1_500, 2_250, 0, 5_500, 0, 1_750, 0, 500, 0]);
    expect(screen.getByTestId('game-win').textContent).toBe('124.50');
    expect(screen.getByTestId('game-balance').textContent).toBe('223.50');
  }, 50_000);
});
