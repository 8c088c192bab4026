import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { appConfig, decryptPassword, ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../session.ts';
import { useUserStore } from '../user-store.ts';
import BindPhonePage from './BindPhonePage.tsx';
import ForgetPasswordPage from './ForgetPasswordPage.tsx';

describe('password reset and phone binding', () => {
  beforeEach(async () => {
    clearToken();
    useAppConfigStore.setState({ config: await appConfig() });
  });
  afterEach(() => clearSession());

  it('resets a password with an OTP of type 1, then goes to /login', async () => {
    const server = stubServer({ smsSend: { ...ok, resendAfter: 60 }, forgetPassword: ok });
    renderRoute(<ForgetPasswordPage />, { path: '/forget', routes: [{ path: '/login', element: <p>login page</p> }] });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('forget-mobile'), '3001234567');
    await user.click(screen.getByTestId('forget-otp-send'));
    expect(await screen.findByText('Verification code sent.')).toBeTruthy();
    await user.type(screen.getByTestId('forget-otp'), '654321');
    await user.type(screen.getByTestId('forget-password'), 'newpass123');
    await user.type(screen.getByTestId('forget-confirm'), 'newpass123');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText('login page')).toBeTruthy();

    expect(server.calls.find((c) => c.url.endsWith('/smsSend'))!.body).toMatchObject({ type: 1, mobile: '3001234567' });
    const reset = server.calls.find((c) => c.url === '/app/v1/anonymous/forgetPassword')!;
    expect(reset.body).toMatchObject({ mobile: '3001234567', code: '654321' });
    expect(await decryptPassword(String(reset.body.password))).toBe('newpass123');
  });

  it('binds a phone with an OTP of type 2 and keeps the number on the user', async () => {
    useUserStore.getState().signIn({ ...player, mobile: '' }, 'tok');
    setToken('tok');
    const server = stubServer({ smsSend: { ...ok, resendAfter: 60 }, bindAccount: { ...ok, mobile: '3001234567' }, online: ok });
    renderRoute(<BindPhonePage />, { path: '/bind', routes: [{ path: '/profile/user', element: <p>account page</p> }] });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('bind-mobile'), '3001234567');
    await user.click(screen.getByTestId('bind-otp-send'));
    expect(await screen.findByText('Verification code sent.')).toBeTruthy();
    await user.type(screen.getByTestId('bind-otp'), '111222');
    await user.click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(useUserStore.getState().user?.mobile).toBe('3001234567'));
    expect(await screen.findByText('Phone number bound.')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/smsSend'))!.body).toMatchObject({ type: 2 });
    expect(server.calls.find((c) => c.url === '/app/v1/bindAccount')!.body).toMatchObject({ mobile: '3001234567', code: '111222' });
  });

  it('says so when the code is wrong', async () => {
    stubServer({ forgetPassword: { code: 200, errcode: 1020, msg: 'bad code' } });
    renderRoute(<ForgetPasswordPage />, { path: '/forget' });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('forget-mobile'), '3001234567');
    await user.type(screen.getByTestId('forget-otp'), '000000');
    await user.type(screen.getByTestId('forget-password'), 'newpass123');
    await user.type(screen.getByTestId('forget-confirm'), 'newpass123');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText('The verification code is incorrect. (1020)')).toBeTruthy();
  });
});
