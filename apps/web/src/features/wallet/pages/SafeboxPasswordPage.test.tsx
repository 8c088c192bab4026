import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { decryptPassword, ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { fakeWallet, logInPlayer, networkDown } from '../testing.ts';
import SafeboxPasswordPage from './SafeboxPasswordPage.tsx';

const wallet = [{ path: '/lobby/wallets/main', element: <p>wallet tab</p> }];
const renderPage = () => renderRoute(<SafeboxPasswordPage />, { path: '/walletsPassword', routes: wallet });

async function fill(fields: Record<string, string>) {
  for (const [testId, value] of Object.entries(fields)) await userEvent.type(screen.getByTestId(testId), value);
  await userEvent.click(screen.getByTestId('safebox-password-submit'));
}

describe('SafeboxPasswordPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('sets the first password, encrypted, then returns to the wallet', async () => {
    const wallet = fakeWallet({ hasSafeboxPassword: false });
    const server = stubServer({
      ...wallet.replies,
      safeboxPasswordInit: () => {
        wallet.state.hasSafeboxPassword = true;
        return ok;
      },
    });
    renderPage();
    expect((await screen.findByTestId('safebox-password-form')).dataset.mode).toBe('set');
    expect(screen.queryByTestId('safebox-password-current')).toBeNull();
    await fill({ 'safebox-password-new': 'vault-pass', 'safebox-password-confirm': 'vault-pass' });
    expect(await screen.findByText('Safebox password set.')).toBeTruthy();
    expect(await screen.findByText('wallet tab')).toBeTruthy();
    const init = server.calls.find((c) => c.url.endsWith('/safeboxPasswordInit'))!;
    expect(init.body.password).not.toBe('vault-pass');
    expect(await decryptPassword(String(init.body.password))).toBe('vault-pass');
    expect(useUserStore.getState().user?.hasSafeboxPassword).toBe(true);
  });

  it('checks length (6-64 characters as the player sees them) and the confirmation before sending', async () => {
    const server = stubServer({ ...fakeWallet().replies, safeboxPasswordInit: ok });
    renderPage();
    await screen.findByTestId('safebox-password-form');
    await fill({ 'safebox-password-new': '12345', 'safebox-password-confirm': '12345' });
    expect(screen.getByTestId('safebox-password-failure').textContent).toBe('The safebox password must be 6-64 characters.');
    await userEvent.clear(screen.getByTestId('safebox-password-new'));
    await userEvent.clear(screen.getByTestId('safebox-password-confirm'));
    await fill({ 'safebox-password-new': 'x'.repeat(65), 'safebox-password-confirm': 'x'.repeat(65) });
    expect(screen.getByTestId('safebox-password-failure').textContent).toBe('The safebox password must be 6-64 characters.');
    await userEvent.clear(screen.getByTestId('safebox-password-new'));
    await userEvent.clear(screen.getByTestId('safebox-password-confirm'));
    await fill({ 'safebox-password-new': 'vault-pass', 'safebox-password-confirm': 'vault-pasz' });
    expect(screen.getByTestId('safebox-password-failure').textContent).toBe('The two passwords do not match.');
    expect(server.calls.some((c) => c.url.endsWith('/safeboxPasswordInit'))).toBe(false);
  });

  it('changes an existing password with the current one and explains a wrong one', async () => {
    await logInPlayer({ hasSafeboxPassword: true });
    let wrong = true;
    const server = stubServer({
      ...fakeWallet({ hasSafeboxPassword: true }).replies,
      modifySafePassword: () => (wrong
        ? { code: 200, errcode: WalletErrcode.SafeboxPasswordWrong, msg: 'Wrong safebox password', attemptsLeft: 2 }
        : ok),
    });
    renderPage();
    expect((await screen.findByTestId('safebox-password-form')).dataset.mode).toBe('change');
    await userEvent.click(screen.getByTestId('safebox-password-submit'));
    expect(screen.getByTestId('safebox-password-failure').textContent).toBe('Enter your current safebox password.');
    await fill({ 'safebox-password-current': 'old-vault', 'safebox-password-new': 'new-vault', 'safebox-password-confirm': 'new-vault' });
    expect((await screen.findByTestId('safebox-password-failure')).textContent)
      .toBe('Wrong safebox password. 2 attempts left before the safebox locks.');
    wrong = false;
    await userEvent.click(screen.getByTestId('safebox-password-submit'));
    expect(await screen.findByText('Safebox password changed.')).toBeTruthy();
    const change = server.calls.filter((c) => c.url.endsWith('/modifySafePassword'))[1]!;
    expect(await decryptPassword(String(change.body.oldPassword))).toBe('old-vault');
    expect(await decryptPassword(String(change.body.password))).toBe('new-vault');
  });

  it('switches to the change form when a password was set meanwhile elsewhere', async () => {
    const wallet = fakeWallet({ hasSafeboxPassword: false });
    stubServer({
      ...wallet.replies,
      safeboxPasswordInit: () => {
        wallet.state.hasSafeboxPassword = true;
        return { code: 200, errcode: WalletErrcode.SafeboxPasswordAlreadySet };
      },
    });
    renderPage();
    await screen.findByTestId('safebox-password-form');
    await fill({ 'safebox-password-new': 'vault-pass', 'safebox-password-confirm': 'vault-pass' });
    expect((await screen.findByTestId('safebox-password-failure')).textContent)
      .toBe('A safebox password is already set. Change it with your current password.');
    await waitFor(() => expect(screen.getByTestId('safebox-password-form').dataset.mode).toBe('change'));
  });

  it('shows a failed load with a way to try again', async () => {
    let up = false;
    const { replies } = fakeWallet();
    stubServer({ getWallet: () => (up ? replies.getWallet() : networkDown()) });
    renderPage();
    expect((await screen.findByTestId('safebox-password-error')).textContent).toContain('Could not load your wallet.');
    up = true;
    await userEvent.click(screen.getByTestId('safebox-password-error-retry'));
    expect(await screen.findByTestId('safebox-password-form')).toBeTruthy();
  });
});
