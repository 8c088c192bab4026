import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_SPECIFIC_ERRCODES } from '@casino/contract';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, getToken } from '../../../shared/session/token.ts';
import { StorageKey } from '../../../shared/storage/keys.ts';
import { appConfig, decryptPassword, ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../session.ts';
import { useUserStore } from '../user-store.ts';
import { saveCredentials } from '../saved-credentials.ts';
import LoginPage from './LoginPage.tsx';

const lobby = [{ path: '/lobby/home', element: <p>lobby home</p> }, { path: '/profile/user', element: <p>my account</p> }];

async function logIn(account = 'luckyace', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('login-account'), account);
  await user.type(screen.getByTestId('login-password'), password);
  await user.click(screen.getByTestId('login-submit'));
}

/** §8 / contract errcodes: what each specific code tells the player. */
const expectedText: Record<(typeof LOGIN_SPECIFIC_ERRCODES)[number], string> = {
  101: 'No account was found with that username or phone number.',
  102: 'The password is incorrect.',
  1018: 'That username is already taken.',
  1019: 'That phone number is already registered.',
  1020: 'The verification code is incorrect.',
  1043: 'The verification code has expired or was already used. Please request a new one.',
  1047: 'This account has been suspended. Please contact customer service.',
  1049: 'Too many wrong passwords: this account is locked for a while.',
};

describe('LoginPage', () => {
  beforeEach(async () => {
    clearToken();
    useUserStore.getState().reset();
    useAppConfigStore.setState({ config: await appConfig() });
  });

  afterEach(() => clearSession());

  it('logs in with the encrypted password, stores the session and goes to the lobby after a moment', async () => {
    const server = stubServer({ accountLogin: { ...ok, ...player, token: 'tok-1' }, online: ok });
    renderRoute(<LoginPage />, { path: '/login', routes: lobby });
    await logIn();
    expect(await screen.findByText('Success.')).toBeTruthy();
    expect(getToken()).toBe('tok-1');
    expect(useUserStore.getState().user?.nickname).toBe('Lucky Ace');
    expect(screen.queryByText('lobby home')).toBeNull();
    expect(await screen.findByText('lobby home', {}, { timeout: 2000 })).toBeTruthy();

    const login = server.calls.find((c) => c.url.endsWith('/accountLogin'))!;
    expect(login.body).toMatchObject({ account: 'luckyace', countryCode: '92', phoneinfoJsonModel: { isBrowser: 1, version: '1.0.28' } });
    expect(login.body.password).not.toBe('secret-pass');
    expect(await decryptPassword(String(login.body.password))).toBe('secret-pass');
    // The heartbeat starts with the session.
    await waitFor(() => expect(server.calls.some((c) => c.url.endsWith('/online'))).toBe(true));
  });

  it('returns to the screen the guard sent the player away from', async () => {
    stubServer({ accountLogin: { ...ok, ...player, token: 'tok-2' }, online: ok });
    renderRoute(<LoginPage />, { path: '/login', at: '/login?redirect=%2Fprofile%2Fuser', routes: lobby });
    await logIn();
    expect(await screen.findByText('my account', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('submits nothing without both fields', async () => {
    const server = stubServer({});
    renderRoute(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByTestId('login-account'), 'luckyace');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(server.calls).toHaveLength(0);
  });

  it.each(LOGIN_SPECIFIC_ERRCODES.map((code) => [code]))('errcode %i shows its own message', async (errcode) => {
    stubServer({ accountLogin: { code: 200, errcode, msg: 'refused' } });
    renderRoute(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText(`${expectedText[errcode]} (${errcode})`)).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('any other errcode shows the generic message with the code', async () => {
    stubServer({ accountLogin: { code: 200, errcode: 1057, msg: 'refused' } });
    renderRoute(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Login failed (error 1057).')).toBeTruthy();
  });

  it('a lock with retryAfter says when to try again', async () => {
    stubServer({ accountLogin: { code: 429, errcode: 1049, msg: 'locked', retryAfter: 90 } });
    renderRoute(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText(`${expectedText[1049]} (1049) Please try again in 90 s.`)).toBeTruthy();
  });

  it('code 429 says how long to wait', async () => {
    stubServer({ accountLogin: { code: 429, errcode: 429, msg: 'slow down', retryAfter: 30 } });
    renderRoute(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Too many attempts. Please try again in 30 s.')).toBeTruthy();
  });

  it('code 400 shows the server message naming the field', async () => {
    stubServer({ accountLogin: { code: 400, errcode: 400, msg: 'account: must be at most 50 characters' } });
    renderRoute(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('account: must be at most 50 characters')).toBeTruthy();
  });

  it('a dead network shows Network Error', async () => {
    stubServer({});
    renderRoute(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Network Error')).toBeTruthy();
  });

  it('prefills saved credentials and forgets them when remember me is off', async () => {
    saveCredentials({ account: 'savedace', password: 'saved-pass' });
    stubServer({ accountLogin: { ...ok, ...player, token: 'tok-3' }, online: ok });
    renderRoute(<LoginPage />, { path: '/login', routes: lobby });
    expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('savedace');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('saved-pass');
    expect(screen.getByTestId('login-remember').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByTestId('login-remember'));
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Success.')).toBeTruthy();
    expect(localStorage.getItem(StorageKey.savedCredentials)).toBeNull();
  });

  it('toggles the password visibility and caps the account at 50 characters', async () => {
    renderRoute(<LoginPage />, { path: '/login' });
    const password = screen.getByTestId('login-password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByTestId('login-password-toggle'));
    expect(password.type).toBe('text');
    expect((screen.getByTestId('login-account') as HTMLInputElement).maxLength).toBe(50);
  });

  it('on the n7 variant needs the agreement and shows the 21+ mark', async () => {
    useAppConfigStore.setState({ config: await appConfig({ siteVariant: 'n7' }) });
    const server = stubServer({});
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('img', { name: '21+' })).toBeTruthy();
    await userEvent.click(screen.getByTestId('agreement-checkbox'));
    await logIn();
    expect(await screen.findByText('Please read and agree to the Terms of Use and Privacy Policy.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
