import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '../../shared/router/index.ts';
import { useAppConfigStore } from '../../shared/app-config/store.ts';
import { clearToken } from '../../shared/session/token.ts';
import { appConfig, ok } from '../../test/fixtures.ts';
import { stubServer } from '../../test/fetch-stub.ts';
import { Providers } from '../providers.tsx';
import MobileLobbyShell from './MobileLobbyShell.tsx';

function renderShell(at: string) {
  const router = createMemoryRouter([
    { path: '/lobby', Component: MobileLobbyShell, children: [{ path: '*', element: <p data-testid="tab-page">tab</p> }] },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ], { initialEntries: [at] });
  render(<Providers><RouterProvider router={router} /></Providers>);
  return router;
}

describe('the mobile lobby shell', () => {
  beforeEach(async () => {
    clearToken();
    useAppConfigStore.setState({ config: await appConfig() });
    stubServer({ lobbyTips: { ...ok, jackpotList: [], newYearList: [] } });
  });
  afterEach(() => clearToken());

  it('highlights the tab of the path: email with home, task on the centre tab, deposit and withdraw on wallet', async () => {
    const router = renderShell('/lobby/email');
    const active = () => screen.getAllByRole('link').filter((link) => link.className.includes('is-active')).map((link) => link.dataset.testid);
    await waitFor(() => expect(active()).toEqual(['tab-home']));
    await act(() => router.navigate('/lobby/rewards'));
    expect(active()).toEqual(['tab-rewards']);
    await act(() => router.navigate('/lobby/task'));
    expect(active()).toEqual(['tab-spin']);
    await act(() => router.navigate('/lobby/notice'));
    expect(active()).toEqual(['tab-notice']);
    await act(() => router.navigate('/lobby/wallets/withdraw'));
    expect(active()).toEqual(['tab-wallet']);
  });

  it('marks rewards and wallet with a dot, and shows no spin badge without invite conditions', async () => {
    renderShell('/lobby/notice');
    expect((await screen.findByTestId('tab-rewards')).querySelector('.lobby-tab__dot')).toBeTruthy();
    expect(screen.getByTestId('tab-wallet').querySelector('.lobby-tab__dot')).toBeTruthy();
    expect(screen.getByTestId('tab-notice').querySelector('.lobby-tab__dot')).toBeNull();
    expect(screen.queryByTestId('spin-badge')).toBeNull();
  });

  it('shows the spin badge once the config carries invite conditions', async () => {
    useAppConfigStore.setState({ config: { ...(await appConfig()), actInviteConditionModelClient2List: [{ bonusAmount: 5000 }] } as never });
    renderShell('/lobby/notice');
    expect((await screen.findByTestId('spin-badge')).textContent).toBe('Get 50.00');
  });
});
