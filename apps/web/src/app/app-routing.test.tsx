import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '../shared/router/index.ts';
import type { RouteObject } from '../shared/router/index.ts';
import { useAppConfigStore } from '../shared/app-config/store.ts';
import { clearToken, setToken } from '../shared/session/token.ts';
import { StorageKey } from '../shared/storage/keys.ts';
import { clearSession, useUserStore } from '../features/auth/index.ts';
import { appConfig, ok, player } from '../test/fixtures.ts';
import { stubServer } from '../test/fetch-stub.ts';
import { Providers } from './providers.tsx';
import { desktopRoutes } from './routes/desktop.tsx';
import { mobileRoutes } from './routes/mobile.tsx';

function renderApp(at: string, routes: RouteObject[] = mobileRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(<Providers><RouterProvider router={router} /></Providers>);
  return router;
}

function logIn() {
  useUserStore.getState().signIn(player, 'tok');
  setToken('tok');
}

describe('the app shell', () => {
  beforeEach(async () => {
    clearToken();
    useUserStore.getState().reset();
    useAppConfigStore.setState({ config: await appConfig() });
    stubServer({ online: ok, logout: ok });
  });
  afterEach(() => clearSession());

  it('sends a guest from a screen that needs login to /login, remembering it', async () => {
    const router = renderApp('/profile/user');
    expect(await screen.findByTestId('login-account')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile/user');
  });

  it('lets a guest see public screens and the home header entries', async () => {
    renderApp('/lobby/home');
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(screen.getByTestId('header-register').textContent).toContain('+10.00');
  });

  it('shows the player in the header when logged in', async () => {
    logIn();
    renderApp('/lobby/home');
    expect((await screen.findByTestId('header-nickname')).textContent).toBe('Lucky Ace');
    expect(screen.getByTestId('header-balance').textContent).toBe('1,234.56');
    expect(screen.queryByTestId('header-login')).toBeNull();
  });

  it('names the screen on a coming-soon page', async () => {
    logIn();
    renderApp('/test');
    expect((await screen.findByTestId('coming-soon')).textContent).toMatch(/coming soon$/);
  });

  it('keeps home mounted while another tab shows', async () => {
    const router = renderApp('/lobby/home');
    const home = await screen.findByTestId('lobby-home');
    const header = screen.getByTestId('home-header');
    await act(() => router.navigate('/lobby/rewards'));
    expect(await screen.findByTestId('promotions-page')).toBeTruthy();
    expect(home.hidden).toBe(true);
    await act(() => router.navigate('/lobby/home'));
    await waitFor(() => expect(screen.getByTestId('lobby-home').hidden).toBe(false));
    expect(screen.getByTestId('home-header')).toBe(header);
  });

  it('logs out after confirmation: server call, session cleared, back to /login', async () => {
    logIn();
    const server = stubServer({ online: ok, logout: ok });
    const router = renderApp('/profile/user');
    expect((await screen.findByTestId('player-id')).textContent).toBe(String(player.id));
    await userEvent.click(screen.getByTestId('logout-button'));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    // The dialog ignores pointers while it animates in.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('OK'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls.some((c) => c.url === '/app/v1/logout')).toBe(true);
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
  });

  it('desktop: left menu with the active entry, and /profile/user moves to /lobby/profile', async () => {
    logIn();
    const router = renderApp('/profile/user', desktopRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby/profile'));
    expect(await screen.findByTestId('player-id')).toBeTruthy();
    await act(() => router.navigate('/lobby/games'));
    const games = await screen.findByRole('link', { name: 'Games' });
    await waitFor(() => expect(games.className).toContain('is-active'));
    expect(screen.getByRole('link', { name: 'Home' }).className).not.toContain('is-active');
  });

  it('green mode: age notice until accepted, but not on the terms page', async () => {
    useAppConfigStore.setState({ config: await appConfig({ mode: 'green' }) });
    const router = renderApp('/terms-of-use');
    expect(await screen.findByText('1. Who may play')).toBeTruthy();
    expect(screen.queryByTestId('age-notice')).toBeNull();
    await act(() => router.navigate('/lobby/home'));
    expect(await screen.findByTestId('age-notice')).toBeTruthy();
    await userEvent.click(screen.getByTestId('age-notice-accept'));
    expect(screen.queryByTestId('age-notice')).toBeNull();
    expect(localStorage.getItem(StorageKey.ageAccepted)).toBe('1');
  });
});
