import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok, player } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useUserStore } from '../../auth/index.ts';
import { CollectPanel } from '../home/CollectPanel.tsx';
import { game, lobbyConfig } from '../testing/lobby-fixtures.ts';
import { GameGrid } from './GameGrid.tsx';

const tile = (id: number) => screen.getAllByTestId('game-tile').find((element) => element.dataset.gameId === String(id))!;

describe('game tiles', () => {
  beforeEach(async () => {
    useAppConfigStore.setState({ config: await lobbyConfig() });
    useUserStore.getState().reset();
  });
  afterEach(() => clearToken());

  it('shows the badge by precedence: maintenance, else hot, else new', () => {
    renderRoute(<GameGrid games={[game(1, { maintain: true, hot: 1 }), game(2, { hot: 1, recent: true }), game(3, { recent: true }), game(4)]} />);
    expect(within(tile(1)).getByTestId('tile-maintenance')).toBeTruthy();
    expect(within(tile(1)).queryByTestId('tile-hot')).toBeNull();
    expect(within(tile(2)).getByTestId('tile-hot')).toBeTruthy();
    expect(within(tile(2)).queryByTestId('tile-new')).toBeNull();
    expect(within(tile(3)).getByTestId('tile-new')).toBeTruthy();
    expect(within(tile(4)).queryByTestId('tile-new')).toBeNull();
  });

  it('opens /start with the game id, but not a game under maintenance', async () => {
    const { router } = renderRoute(<GameGrid games={[game(1, { maintain: true }), game(2)]} />);
    await userEvent.click(within(tile(1)).getByRole('button', { name: 'Game 1' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('This game is under maintenance. Please try again later.')).toBeTruthy();
    await userEvent.click(within(tile(2)).getByRole('button', { name: 'Game 2' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/start?gameId=2'));
  });

  it('pages the list into rows of 5 of 3 columns', async () => {
    renderRoute(<GameGrid games={Array.from({ length: 40 }, (_, index) => game(index + 1))} />);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(15);
    await userEvent.click(screen.getByTestId('grid-load-more'));
    expect(screen.getAllByTestId('game-tile')).toHaveLength(30);
    await userEvent.click(screen.getByTestId('grid-load-more'));
    expect(screen.getAllByTestId('game-tile')).toHaveLength(40);
    expect(screen.queryByTestId('grid-load-more')).toBeNull();
  });

  it('sends a guest who taps the heart to log in', async () => {
    const { router } = renderRoute(<GameGrid games={[game(1)]} />);
    await userEvent.click(screen.getByTestId('game-like'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  describe('the like toggle (§4)', () => {
    beforeEach(() => {
      useUserStore.getState().signIn(player, 'tok');
      setToken('tok');
    });

    it('stores a like once the server answers errcode 0, and an unlike removes it', async () => {
      const server = stubServer({ gameLike: ok });
      renderRoute(<GameGrid games={[game(11)]} />);
      const heart = screen.getByTestId('game-like');
      expect(heart.getAttribute('aria-pressed')).toBe('false');
      await userEvent.click(heart);
      await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
      expect(useUserStore.getState().gameLikes).toEqual({ 11: true });
      expect(server.calls.at(-1)?.body).toMatchObject({ id: 11, like: 1 });
      await userEvent.click(heart);
      await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
      expect(server.calls.at(-1)?.body).toMatchObject({ id: 11, like: 0 });
      expect(useUserStore.getState().gameLikes).toEqual({});
    });

    it('changes nothing on errcode 1004, and shows no message', async () => {
      const server = stubServer({ gameLike: { code: 200, errcode: 1004, msg: 'no such game' } });
      renderRoute(<GameGrid games={[game(11)]} />);
      await userEvent.click(screen.getByTestId('game-like'));
      await waitFor(() => expect(server.calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByTestId('game-like').getAttribute('aria-pressed')).toBe('false');
      expect(useUserStore.getState().gameLikes).toEqual({});
      expect(document.querySelector('.adm-toast-main')).toBeNull();
    });

    it('lists the liked game first under Collect once liked', async () => {
      stubServer({ getGameCollect: { ...ok, gameLikes: [12], gameHistory: [21, 11] }, gameLike: ok });
      renderRoute(<><GameGrid games={[game(11, { name: 'Golden Empire' })]} testId="source" /><CollectPanel /></>);
      const favorites = await screen.findByTestId('collect-grid-favorites');
      await waitFor(() => expect(within(favorites).getAllByTestId('game-tile').map((element) => element.dataset.gameId)).toEqual(['12']));
      await userEvent.click(within(screen.getByTestId('source')).getByTestId('game-like'));
      await waitFor(() => expect(within(screen.getByTestId('collect-grid-favorites')).getAllByTestId('game-tile')
        .map((element) => element.dataset.gameId)).toEqual(['11', '12']));
      await userEvent.click(screen.getByTestId('collect-history'));
      expect(within(screen.getByTestId('collect-grid-history')).getAllByTestId('game-tile').map((element) => element.dataset.gameId))
        .toEqual(['21', '11']);
    });
  });
});
