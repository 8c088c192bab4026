import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '@casino/contract';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, getToken } from '../../../shared/session/token.ts';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { appConfig, decryptPassword, ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../session.ts';
import RegisterPage from './RegisterPage.tsx';

const lobby = [{ path: '/lobby/home', element: <p>lobby home</p> }];
const registered = { ...ok, ...player, token: 'new-token' };
const LINE = { authorizeUrl: '/sandbox/line/authorize', clientId: 'sandbox-channel', redirectUri: '/line/callback' };

async function useSite(changes: Partial<SiteConfig>) {
  useAppConfigStore.setState({ config: await appConfig(changes) });
}

async function fill(fields: { account?: string; password?: string; confirm?: string; otp?: string; declare?: boolean }) {
  const user = userEvent.setup();
  if (fields.declare) await user.click(screen.getByTestId('register-declaration'));
  if (fields.account) await user.type(screen.getByTestId('register-account'), fields.account);
  if (fields.password) await user.type(screen.getByTestId('register-password'), fields.password);
  if (fields.confirm) await user.type(screen.getByTestId('register-confirm'), fields.confirm);
  if (fields.otp) await user.type(screen.getByTestId('register-otp'), fields.otp);
  return user;
}

describe('RegisterPage', () => {
  beforeEach(() => clearToken());
  afterEach(() => clearSession());

  it('username form: checks §5 rules, then registers with accountRegist', async () => {
    await useSite({ registerType: 'account' });
    const server = stubServer({ accountRegist: registered, online: ok });
    renderRoute(<RegisterPage />, { path: '/register', routes: lobby });
    expect(screen.getByTestId('register-form').getAttribute('data-register-type')).toBe('account');
    expect(screen.queryByTestId('register-otp')).toBeNull();

    const user = await fill({ account: 'ace', password: 'goodpass1', confirm: 'goodpass1' , declare: true });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Username must be 6-16 letters or digits.')).toBeTruthy();

    await user.type(screen.getByTestId('register-account'), 'ace777');
    await user.clear(screen.getByTestId('register-confirm'));
    await user.type(screen.getByTestId('register-confirm'), 'different1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();

    await user.clear(screen.getByTestId('register-confirm'));
    await user.type(screen.getByTestId('register-confirm'), 'goodpass1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Success.')).toBeTruthy();
    expect(getToken()).toBe('new-token');
    expect(await screen.findByText('lobby home', {}, { timeout: 2000 })).toBeTruthy();

    const call = server.calls.find((c) => c.url === '/app/v1/anonymous/accountRegist')!;
    expect(call.body).toMatchObject({ account: 'aceace777', type: 0, countryCode: '92', declaration: true });
    expect(await decryptPassword(String(call.body.password))).toBe('goodpass1');
  });

  it('debounces submit: quick repeated taps send one request', async () => {
    await useSite({ registerType: 'account' });
    const server = stubServer({ accountRegist: registered, online: ok });
    renderRoute(<RegisterPage />, { path: '/register', routes: lobby });
    const user = await fill({ account: 'ace777', password: 'goodpass1', confirm: 'goodpass1' , declare: true });
    await user.click(screen.getByTestId('register-submit'));
    await user.click(screen.getByTestId('register-submit'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Success.')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.endsWith('/accountRegist'))).toHaveLength(1);
  });

  it('phone form with OTP: sends the code, counts down, registers with accountRegist4', async () => {
    await useSite({ registerType: 'phone', otpStatus: true, siteVariant: '6s' });
    const server = stubServer({ smsSend: { ...ok, resendAfter: 60 }, accountRegist4: registered, online: ok });
    renderRoute(<RegisterPage />, { path: '/register', routes: lobby });
    expect(screen.getByTestId('register-form').getAttribute('data-register-type')).toBe('phone');
    expect(screen.getByText('Your phone number is used to verify your account security.')).toBeTruthy();
    const chooser = screen.getByRole('combobox') as HTMLSelectElement;
    expect(chooser.disabled).toBe(true);
    expect([...chooser.options].map((o) => o.value)).toEqual([window.location.host]);

    const user = await fill({ account: '3001234567' });
    await user.click(screen.getByTestId('register-otp-send'));
    expect(await screen.findByText('Verification code sent.')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('register-otp-send') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('register-otp-send').textContent).toMatch(/^(60|59) s$/);
    expect(server.calls.find((c) => c.url.endsWith('/smsSend'))!.body).toMatchObject({ mobile: '3001234567', type: 0, countryCode: '92' });

    await fill({ password: 'goodpass1', confirm: 'goodpass1', otp: '123456' , declare: true });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Success.')).toBeTruthy();
    const call = server.calls.find((c) => c.url === '/app/v1/anonymous/accountRegist4')!;
    expect(call.body).toMatchObject({ account: '3001234567', code: '123456', type: 0 });
  });

  it('phone form refuses a number with the wrong first digit before sending an OTP', async () => {
    await useSite({ registerType: 'phone', otpStatus: true });
    const server = stubServer({});
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = await fill({ account: '9001234567' });
    await user.click(screen.getByTestId('register-otp-send'));
    expect(await screen.findByText('Phone number must start with 3.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('phone registration errcode 1045 has its own message', async () => {
    await useSite({ registerType: 'phone', otpStatus: true });
    stubServer({ accountRegist4: { code: 200, errcode: 1045, msg: 'bad phone' } });
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = await fill({ account: '3001234567', password: 'goodpass1', confirm: 'goodpass1', otp: '123456' , declare: true });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('That phone number is not valid for this site. (1045)')).toBeTruthy();
  });

  it('phone without OTP: no code field, plain accountRegist', async () => {
    await useSite({ registerType: 'phoneNoOtp', otpStatus: true });
    const server = stubServer({ accountRegist: registered, online: ok });
    renderRoute(<RegisterPage />, { path: '/register', routes: lobby });
    expect(screen.queryByTestId('register-otp')).toBeNull();
    expect(screen.queryByText('Your phone number is used to verify your account security.')).toBeNull();
    const user = await fill({ account: '3001234567', password: 'goodpass1', confirm: 'goodpass1' , declare: true });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Success.')).toBeTruthy();
    expect(server.calls.some((c) => c.url === '/app/v1/anonymous/accountRegist')).toBe(true);
  });

  it('the §6 declaration starts unticked and registration is refused until it is ticked', async () => {
    await useSite({ registerType: 'account' });
    const server = stubServer({ accountRegist: registered, online: ok });
    renderRoute(<RegisterPage />, { path: '/register', routes: lobby });
    const box = screen.getByTestId('register-declaration');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(box.getAttribute('aria-label')).toMatch(/not under 21, not a government official, not a member of the police or armed forces, not on the staff of a gaming regulator, and not on a restricted-persons list or under a self-exclusion order/);

    const user = await fill({ account: 'ace777', password: 'goodpass1', confirm: 'goodpass1' });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-declaration-problem')).toBeTruthy();
    expect(screen.getAllByText('Please tick the declaration to register: the terms bar these groups from the platform.').length).toBeGreaterThan(0);
    expect(server.calls.filter((c) => c.url.endsWith('/accountRegist'))).toHaveLength(0);

    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('register-declaration-problem')).toBeNull();
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Success.')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/accountRegist'))!.body).toMatchObject({ declaration: true });
    // The lobby then offers this player a deposit limit, once.
    expect(sessionStorage.getItem(SessionKey.limitsOffer)).toBe(String(player.id));
  });

  it('the LINE sign-up carries the declaration to lineLogin only when ticked', async () => {
    useAppConfigStore.setState({ config: { ...(await appConfig({ registerType: 'account' })), lineLogin: LINE } });
    stubServer({ lineLoginState: { ...ok, state: 'st.2.sig', nonce: 'n', expiresIn: 600 } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost', search: '' });
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('register-line'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem(SessionKey.lineLogin) ?? '{}')).toEqual({ state: 'st.2.sig' });

    // The button stays busy after a redirect (a real page would have left): start again on a fresh page.
    cleanup();
    renderRoute(<RegisterPage />, { path: '/register' });
    await user.click(screen.getByTestId('register-declaration'));
    await user.click(screen.getByTestId('register-line'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(JSON.parse(sessionStorage.getItem(SessionKey.lineLogin) ?? '{}')).toEqual({ state: 'st.2.sig', declaration: true });
  });
});
