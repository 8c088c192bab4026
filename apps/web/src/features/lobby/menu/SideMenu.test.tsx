import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok, player } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useUserStore } from '../../auth/index.ts';
import HomePage from '../pages/HomePage.tsx';
import { lobbyConfig } from '../testing/lobby-fixtures.ts';

const services = { appCustomerServiceQueue: [], serviceUrl: '', lcChatServiceUrl: '' };

async function openMenu() {
  const view = renderRoute(<HomePage />, { path: '/lobby/home' });
  await userEvent.click(await screen.findByTestId('header-menu'));
  // The menu's code loads on first open.
  return { ...view, menu: await screen.findByTestId('side-menu', {}, { timeout: 5000 }) };
}

describe('the side menu', () => {
  beforeEach(async () => {
    useAppConfigStore.setState({
      config: await lobbyConfig({ appUserLevelConfigList: [{ level: 1, betAmount: 0 }, { level: 2, betAmount: 100_000 }] }),
    });
    stubServer({
      getAfterLoginInfo: (body) => ({ ...ok, ...useUserStore.getState().user, ...body }),
      getGameCollect: { ...ok, gameLikes: [], gameHistory: [] },
      getCustomerServices: { ...ok, ...services },
      lobbyTips: { ...ok, jackpotList: [], newYearList: [] },
    });
  });
  afterEach(() => clearToken());

  function logIn(changes: Partial<typeof player> = {}) {
    useUserStore.getState().signIn({ ...player, ...changes }, 'tok');
    setToken('tok');
  }

  it('shows the player: VIP level, nickname, ID, balance, points and the next VIP threshold', async () => {
    logIn({ vip: 3, lottery: 12_345, bet: 2_000 });
    const { menu } = await openMenu();
    expect(within(menu).getByTestId('menu-vip').textContent).toBe('VIP 3');
    expect(within(menu).getByTestId('menu-nickname').textContent).toBe('Lucky Ace');
    expect(within(menu).getByTestId('menu-player-id').textContent).toBe('ID: 100234');
    expect(within(menu).getByTestId('menu-balance').textContent).toBe('1,234.56');
    expect(within(menu).getByTestId('menu-points').getAttribute('href')).toBe('/points');
    expect(within(menu).getByTestId('menu-points').textContent).toContain('123.45');
    expect(within(menu).getByText('Next VIP level at 1,000.00 total bet')).toBeTruthy();
    expect(within(menu).getByTestId('menu-deposit').getAttribute('href')).toBe('/lobby/wallets/deposit');
    expect(within(menu).getByTestId('menu-withdraw').getAttribute('href')).toBe('/lobby/wallets/withdraw');
  });

  it('copies the player ID', async () => {
    logIn();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByTestId('menu-copy-id'));
    expect(writeText).toHaveBeenCalledWith('100234');
    expect(await screen.findByText('Copy Success.')).toBeTruthy();
  });

  it('without a superior the row opens /profile/superior; with one it only shows the id', async () => {
    logIn({ pid: 0 });
    const first = await openMenu();
    expect(within(first.menu).getByTestId('menu-superior').getAttribute('href')).toBe('/profile/superior');
    first.unmount();
    logIn({ pid: 777 });
    const second = await openMenu();
    const row = within(second.menu).getByTestId('menu-superior');
    expect(row.tagName).toBe('DIV');
    expect(row.textContent).toContain('777');
  });

  it('offers the bind link only without a bound mobile', async () => {
    logIn({ mobile: '' });
    const first = await openMenu();
    expect(within(first.menu).getByTestId('menu-link-bind').getAttribute('href')).toBe('/bind');
    first.unmount();
    logIn({ mobile: '9171234567' });
    const second = await openMenu();
    expect(within(second.menu).queryByTestId('menu-link-bind')).toBeNull();
    expect(within(second.menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining([
      '/profile/user', '/lobby/wallets/main', '/record/transaction', '/profile/email', '/profile/favorites', '/profile/task', '/profile/more',
    ]));
  });

  it('closes when the player moves to another screen', async () => {
    logIn();
    const { router, menu } = await openMenu();
    await userEvent.click(within(menu).getByTestId('menu-link-favorites'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/favorites'));
    await act(() => router.navigate('/lobby/home'));
    await waitFor(() => expect(screen.queryByTestId('side-menu')).toBeNull());
  });
});
