import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, getToken, setToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok, player } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useUserStore } from '../../auth/index.ts';
import { resetBalancesRefreshGate } from '../../wallet/index.ts';
import { ServiceFrame } from '../service/ServiceFrame.tsx';
import { lobbyConfig } from '../testing/lobby-fixtures.ts';
import { HomeHeader } from './HomeHeader.tsx';

const balances = { ...ok, coin: 500_000, lottery: 1234, vip: 2, vipExp: 10, userLevel: 2, bet: 99_000 };
const services = { appCustomerServiceQueue: [], serviceUrl: 'https://help.example.test', lcChatServiceUrl: '' };

function renderHeader(onOpenMenu = () => undefined) {
  return renderRoute(<><HomeHeader onOpenMenu={onOpenMenu} /><ServiceFrame /></>, { path: '/lobby/home' });
}

describe('the home header', () => {
  beforeEach(async () => {
    useAppConfigStore.setState({ config: await lobbyConfig({ customerService: services }) });
    useUserStore.getState().reset();
    resetBalancesRefreshGate();
  });
  afterEach(() => {
    clearToken();
    vi.useRealTimers();
  });

  it('offers a guest login and register, the register button showing the sign-up coins', async () => {
    stubServer({});
    renderHeader();
    expect(screen.getByTestId('header-login').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('header-register').textContent).toBe('Register+10.00');
  });

  describe('for a player', () => {
    beforeEach(() => {
      useUserStore.getState().signIn({ ...player, firstRecharge: false }, 'tok');
      setToken('tok');
    });

    it('shows the +300 hint until the first recharge', async () => {
      stubServer({ getAfterLoginInfo: { ...ok, ...player, firstRecharge: true }, getCustomerServices: { ...ok, ...services } });
      renderHeader();
      expect(screen.getByTestId('first-recharge-hint').textContent).toBe('+300');
      await waitFor(() => expect(screen.queryByTestId('first-recharge-hint')).toBeNull());
    });

    it('refreshes the user info on load: errcode 0 updates it', async () => {
      stubServer({ getAfterLoginInfo: { ...ok, ...player, nickname: 'Renamed', coin: 42 }, getCustomerServices: { ...ok, ...services } });
      renderHeader();
      await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Renamed'));
      expect(screen.getByTestId('header-balance').textContent).toBe('0.42');
    });

    it('ends the session when the user-info refresh answers with a code', async () => {
      stubServer({ getAfterLoginInfo: { code: 200, errcode: 1047, msg: 'banned' }, getCustomerServices: { ...ok, ...services } });
      renderHeader();
      await waitFor(() => expect(useUserStore.getState().user).toBeNull());
      expect(getToken()).toBeNull();
    });

    it('refreshes the balance at most once per 5 s, updating every figure', async () => {
      const server = stubServer({ getAfterLoginInfo: { ...ok, ...player }, refreshData: balances, getCustomerServices: { ...ok, ...services } });
      renderHeader();
      await waitFor(() => expect(server.calls.some((call) => call.url.endsWith('/getAfterLoginInfo'))).toBe(true));
      const refreshes = () => server.calls.filter((call) => call.url.endsWith('/refreshData')).length;
      await userEvent.click(screen.getByTestId('header-refresh'));
      expect(await screen.findByText('Balance updated.')).toBeTruthy();
      expect(screen.getByTestId('header-balance').textContent).toBe('5,000.00');
      expect(useUserStore.getState().user).toMatchObject({ coin: 500_000, lottery: 1234, vip: 2, vipExp: 10, userLevel: 2, bet: 99_000 });
      await userEvent.click(screen.getByTestId('header-refresh'));
      await userEvent.click(screen.getByTestId('header-refresh'));
      expect(refreshes()).toBe(1);
      const later = Date.now() + 5_000;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      await userEvent.click(screen.getByTestId('header-refresh'));
      await waitFor(() => expect(refreshes()).toBe(2));
    });

    it('shows the refresh failure with its code', async () => {
      stubServer({ getAfterLoginInfo: { ...ok, ...player }, refreshData: { code: 200, errcode: 1234, msg: 'no' }, getCustomerServices: { ...ok, ...services } });
      renderHeader();
      await userEvent.click(screen.getByTestId('header-refresh'));
      expect(await screen.findByText('Refresh failed (error 1234).')).toBeTruthy();
    });

    it('opens the side menu from the avatar', async () => {
      stubServer({ getAfterLoginInfo: { ...ok, ...player }, getCustomerServices: { ...ok, ...services } });
      const onOpenMenu = vi.fn();
      renderHeader(onOpenMenu);
      await userEvent.click(screen.getByTestId('header-menu'));
      expect(onOpenMenu).toHaveBeenCalledTimes(1);
    });

    it('customer service: the chat inside the app when there is a chat address', async () => {
      stubServer({
        getAfterLoginInfo: { ...ok, ...player },
        getCustomerServices: { ...ok, ...services, lcChatServiceUrl: 'https://chat.example.test/widget' },
      });
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      renderHeader();
      await waitFor(() => expect(screen.getByTestId('header-service')).toBeTruthy());
      // Wait for the player's own service list (the config's copy has no chat address).
      await new Promise((resolve) => setTimeout(resolve, 30));
      await userEvent.click(screen.getByTestId('header-service'));
      expect((await screen.findByTestId('service-frame')).querySelector('iframe')?.getAttribute('src')).toBe('https://chat.example.test/widget');
      expect(open).not.toHaveBeenCalled();
    });
  });

  it('customer service: the external address in a new window when there is no chat', async () => {
    stubServer({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderHeader();
    await userEvent.click(screen.getByTestId('header-service'));
    await userEvent.click(screen.getByTestId('header-service'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://help.example.test', '_blank', 'noopener,noreferrer');
    expect(screen.queryByTestId('service-frame')).toBeNull();
  });
});
