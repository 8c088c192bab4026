import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Errcode } from '@casino/contract';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, getToken } from '../../../shared/session/token.ts';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { appConfig, ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../session.ts';
import { useUserStore } from '../user-store.ts';
import LineCallbackPage from './LineCallbackPage.tsx';
import LoginPage from './LoginPage.tsx';

const LINE = { authorizeUrl: '/sandbox/line/authorize', clientId: 'sandbox-channel', redirectUri: '/line/callback' };
const lobby = [{ path: '/lobby/home', element: <p>lobby home</p> }, { path: '/login', element: <p>login page</p> }];

describe('LINE login', () => {
  beforeEach(() => {
    clearToken();
    useUserStore.getState().reset();
  });
  afterEach(() => clearSession());

  describe('the login page button', () => {
    it('is hidden when the site has no LINE provider', async () => {
      useAppConfigStore.setState({ config: { ...(await appConfig()), lineLogin: null } });
      renderRoute(<LoginPage />, { path: '/login' });
      expect(screen.getByTestId('login-line').hidden).toBe(true);
    });

    it('asks the server for a state, keeps it, and sends the player to the provider with the §7 parameters', async () => {
      useAppConfigStore.setState({ config: { ...(await appConfig()), lineLogin: LINE } });
      const server = stubServer({ lineLoginState: { ...ok, state: 'st.1.sig', nonce: 'nonce-1', expiresIn: 600 } });
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost', search: '' });
      renderRoute(<LoginPage />, { path: '/login', at: '/login?outValue=ABCD2345' });
      const button = screen.getByTestId('login-line');
      expect(button.hidden).toBe(false);
      await userEvent.click(button);
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
      const url = new URL(String(assign.mock.calls[0]![0]));
      expect(url.pathname).toBe('/sandbox/line/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'code', client_id: 'sandbox-channel', redirect_uri: '/line/callback', state: 'st.1.sig', scope: 'profile openid email', nonce: 'nonce-1',
      });
      expect(server.calls.map((c) => c.url)).toEqual(['/app/v1/anonymous/lineLoginState']);
      expect(JSON.parse(sessionStorage.getItem(SessionKey.lineLogin) ?? '{}')).toEqual({ state: 'st.1.sig', inviteCode: 'ABCD2345' });
    });
  });

  describe('the callback page', () => {
    beforeEach(async () => {
      useAppConfigStore.setState({ config: { ...(await appConfig()), lineLogin: LINE } });
    });
    const pending = (state: string) => sessionStorage.setItem(SessionKey.lineLogin, JSON.stringify({ state, inviteCode: 'ABCD2345' }));

    it('with the state this tab sent: logs in with the code and goes to the lobby', async () => {
      pending('st.1.sig');
      const server = stubServer({ lineLogin: { ...ok, ...player, token: 'tok-line' }, online: ok });
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?code=c0de&state=st.1.sig', routes: lobby });
      expect(await screen.findByText('lobby home', {}, { timeout: 2000 })).toBeTruthy();
      expect(getToken()).toBe('tok-line');
      expect(useUserStore.getState().user?.id).toBe(player.id);
      const login = server.calls.find((c) => c.url.endsWith('/lineLogin'))!;
      expect(login.body).toMatchObject({ state: 'st.1.sig', code: 'c0de', inviteCode: 'ABCD2345', phoneinfoJsonModel: { isBrowser: 1 } });
      expect(typeof login.body.uuid).toBe('string');
      // The state is checked once.
      expect(sessionStorage.getItem(SessionKey.lineLogin)).toBeNull();
    });

    it('carries the register page\'s declaration to lineLogin, for the account the login creates', async () => {
      sessionStorage.setItem(SessionKey.lineLogin, JSON.stringify({ state: 'st.3.sig', declaration: true }));
      const server = stubServer({ lineLogin: { ...ok, ...player, token: 'tok-line' }, online: ok });
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?code=c0de&state=st.3.sig', routes: lobby });
      expect(await screen.findByText('lobby home', {}, { timeout: 2000 })).toBeTruthy();
      expect(server.calls.find((c) => c.url.endsWith('/lineLogin'))!.body).toMatchObject({ state: 'st.3.sig', declaration: true });
    });

    it('sends no declaration when none was ticked', async () => {
      pending('st.4.sig');
      const server = stubServer({ lineLogin: { ...ok, ...player, token: 'tok-line' }, online: ok });
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?code=c0de&state=st.4.sig', routes: lobby });
      expect(await screen.findByText('lobby home', {}, { timeout: 2000 })).toBeTruthy();
      expect(server.calls.find((c) => c.url.endsWith('/lineLogin'))!.body).not.toHaveProperty('declaration');
    });

    it('with another state: says so and sends nothing', async () => {
      pending('mine');
      const server = stubServer({});
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?code=c0de&state=theirs' });
      expect((await screen.findByTestId('line-callback-message')).textContent).toContain('did not start on this page');
      expect(server.calls).toHaveLength(0);
      expect(screen.getByTestId('line-callback-login').getAttribute('href')).toBe('/login');
    });

    it('without a sign-in under way: says so and sends nothing', async () => {
      const server = stubServer({});
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?code=c0de&state=st' });
      expect((await screen.findByTestId('line-callback-message')).textContent).toContain('did not start on this page');
      expect(server.calls).toHaveLength(0);
    });

    it('when the player cancelled at LINE: says so', async () => {
      pending('st');
      stubServer({});
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?error=access_denied&state=st' });
      expect((await screen.findByTestId('line-callback-message')).textContent).toBe('You cancelled the LINE sign-in.');
    });

    it.each([
      [Errcode.LineStateInvalid, 'This LINE sign-in has expired or was already used. Please start again.'],
      [Errcode.LineAuthorizationFailed, 'LINE did not confirm the sign-in. Please start again.'],
      [Errcode.LineTokenInvalid, 'The answer from LINE could not be verified. Please start again.'],
      [Errcode.AccountBanned, 'This account has been suspended. Please contact customer service. (1047)'],
    ])('a refusal %s reads clearly', async (errcode, text) => {
      pending('st');
      stubServer({ lineLogin: { code: 200, errcode, msg: 'no' } });
      renderRoute(<LineCallbackPage />, { path: '/line/callback', at: '/line/callback?code=c&state=st' });
      expect((await screen.findByTestId('line-callback-message')).textContent).toBe(text);
      expect(getToken()).toBeNull();
    });
  });
});
