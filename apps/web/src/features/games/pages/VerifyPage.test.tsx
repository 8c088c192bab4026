import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { useUserStore } from '../../auth/index.ts';
import { SEEDS, SERVER_SEED_HASH, luckyTigerRound } from '../testing/house-fixtures.ts';
import VerifyPage from './VerifyPage.tsx';

const renderVerify = (at: string) => renderRoute(<VerifyPage />, { path: '/verify', at });

describe('/verify', () => {
  afterEach(() => {
    clearToken();
    useUserStore.getState().reset();
  });

  describe('a player\'s own round', () => {
    beforeEach(() => {
      setToken('tok');
      useUserStore.getState().signIn(player, 'tok');
    });

    it('loads it, checks the seed against the hash shown before play, and recomputes it in the browser', async () => {
      const round = luckyTigerRound(0, 500, { serverSeed: SEEDS.serverSeed });
      const server = stubServer({ getHouseRound: { ...ok, round } });
      renderVerify('/verify?roundId=round-0');
      const status = await screen.findByTestId('verify-status');
      expect(status.dataset.status).toBe('verified');
      expect(server.calls[0]).toMatchObject({ url: '/app/v1/getHouseRound', body: { roundId: 'round-0' } });
      expect(screen.getByTestId('verify-hash').dataset.matches).toBe('true');
      const checks = screen.getAllByTestId('verify-check');
      expect(checks.map((row) => [row.dataset.name, row.dataset.matches])).toEqual([['stops', 'true'], ['window', 'true'], ['payout', 'true']]);
      expect(within(checks[2]!).getAllByText('10.00')).toHaveLength(2);
    });

    it('does not verify a round whose reported result differs from what the seeds give', async () => {
      stubServer({ getHouseRound: { ...ok, round: luckyTigerRound(0, 500, { serverSeed: SEEDS.serverSeed, payout: 5_000 }) } });
      renderVerify('/verify?roundId=round-0');
      expect((await screen.findByTestId('verify-status')).dataset.status).toBe('mismatch');
    });

    it('explains that the seed is still secret and leads to the game\'s fairness panel', async () => {
      stubServer({ getHouseRound: { ...ok, round: luckyTigerRound(0, 500) } });
      const { router } = renderVerify('/verify?roundId=round-0');
      expect((await screen.findByTestId('verify-status')).dataset.status).toBe('unrevealed');
      expect(screen.getByTestId('verify-round-seed').textContent).toBe('Still secret');
      await userEvent.click(screen.getByTestId('verify-open-fairness'));
      expect(router.state.location.pathname + router.state.location.search).toBe('/start?gameId=1&panel=fairness');
    });

    it('says when no round of the player has that id', async () => {
      stubServer({ getHouseRound: { code: 200, errcode: 1128 } });
      renderVerify('/verify?roundId=nope');
      expect(await screen.findByTestId('verify-round-error')).toHaveProperty('textContent', 'No round of yours has that id.');
    });
  });

  it('recomputes any round by hand, without a login, from the seeds in the address', async () => {
    renderVerify(`/verify?game=dice&serverSeed=${SEEDS.serverSeed}&clientSeed=${SEEDS.clientSeed}&nonce=0`);
    expect(screen.getByTestId('verify-game')).toHaveProperty('value', 'dice');
    await userEvent.type(screen.getByTestId('verify-server-hash'), SERVER_SEED_HASH);
    await userEvent.clear(screen.getByTestId('verify-bet'));
    await userEvent.type(screen.getByTestId('verify-bet'), '5');
    await userEvent.click(screen.getByTestId('verify-submit'));
    const result = await screen.findByTestId('verify-manual-result');
    expect(within(result).getByTestId('verify-status').dataset.status).toBe('computed');
    expect(within(result).getByTestId('verify-hash').dataset.matches).toBe('true');
    const roll = within(result).getAllByTestId('verify-check').find((row) => row.dataset.name === 'roll')!;
    expect(roll.textContent).toContain('23.80');
    expect(result.textContent).toContain('Recomputed payout: 9.90');
  });

  it('names a missing field instead of checking', async () => {
    renderVerify('/verify');
    await userEvent.click(screen.getByTestId('verify-submit'));
    expect(screen.getByTestId('verify-form-error').textContent).toBe('Enter the revealed server seed.');
  });
});
