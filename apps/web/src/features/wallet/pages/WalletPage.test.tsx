import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBalancesRefreshGate } from '../api/refresh-balances.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletErrcode } from '@casino/contract';
import { PUSH_FALLBACK_POLL_MS, setPushLive } from '../../../shared/push/live.ts';
import { clearToken } from '../../../shared/session/token.ts';
import { decryptPassword } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { fakeWallet, logInPlayer, networkDown } from '../testing.ts';
import WalletPage from './WalletPage.tsx';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

function renderWallet() {
  return renderRoute(<WalletPage />, { path: '/lobby/wallets/:id', at: '/lobby/wallets/main' });
}

const bodiesOf = (server: ReturnType<typeof stubServer>, name: string) =>
  server.calls.filter((c) => c.url.endsWith(`/${name}`)).map((c) => c.body);

describe('WalletPage', () => {
  beforeEach(async () => {
    clearToken();
    resetBalancesRefreshGate();
    await logInPlayer();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('shows the balance, safebox, points and turnover, and keeps the header\'s user in step', async () => {
    stubServer(fakeWallet({ lottery: 12_399, turnover: { owed: 1_500, required: 2_000, progress: 0.25 } }).replies);
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('1,500.00'));
    expect(screen.getByTestId('wallet-safebox-balance').textContent).toBe('25.00');
    expect(screen.getByTestId('wallet-points-balance').textContent).toBe('123.99');
    expect(screen.getByTestId('wallet-turnover-owed').textContent).toBe('15.00');
    expect(screen.getByTestId('wallet-turnover-required').textContent).toBe('20.00');
    expect(screen.getByTestId('wallet-turnover-bar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Bet 15.00 more to unlock withdrawals.')).toBeTruthy();
    expect(useUserStore.getState().user).toMatchObject({ coin: 150_000, safebox: 2_500, lottery: 12_399 });
  });

  it('says so when no turnover is owed', async () => {
    stubServer(fakeWallet().replies);
    renderWallet();
    expect(await screen.findByText('Nothing left to bet: your balance can be withdrawn.')).toBeTruthy();
    expect(screen.getByTestId('wallet-turnover-bar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('links to deposit, withdraw, points and the history', async () => {
    stubServer(fakeWallet().replies);
    renderWallet();
    await screen.findByTestId('wallet-safebox');
    expect(screen.getByTestId('wallet-deposit').getAttribute('href')).toBe('/lobby/wallets/deposit');
    expect(screen.getByTestId('wallet-withdraw').getAttribute('href')).toBe('/lobby/wallets/withdraw');
    expect(screen.getByTestId('wallet-points-link').getAttribute('href')).toBe('/points');
    expect(screen.getByTestId('wallet-history-link').getAttribute('href')).toBe('/record/transaction');
  });

  it('re-reads the wallet slowly while the push stream is down, and never by the clock while it is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wallet = fakeWallet({ turnover: { owed: 2_000, required: 2_000, progress: 0 } });
    const server = stubServer(wallet.replies);
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-turnover-owed').textContent).toBe('20.00'));
    wallet.state.turnover = { owed: 500, required: 2_000, progress: 0.75 };
    const first = bodiesOf(server, 'getWallet').length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(bodiesOf(server, 'getWallet')).toHaveLength(first);
    await act(() => vi.advanceTimersByTimeAsync(PUSH_FALLBACK_POLL_MS - 5_000));
    await waitFor(() => expect(screen.getByTestId('wallet-turnover-owed').textContent).toBe('5.00'));
    try {
      act(() => setPushLive(true));
      const reads = bodiesOf(server, 'getWallet').length;
      await act(() => vi.advanceTimersByTimeAsync(PUSH_FALLBACK_POLL_MS * 3));
      expect(bodiesOf(server, 'getWallet')).toHaveLength(reads);
    } finally {
      act(() => setPushLive(false));
    }
  });

  it('shows a failed load with a way to try again', async () => {
    let up = false;
    const { replies } = fakeWallet();
    stubServer({ getWallet: () => (up ? replies.getWallet() : networkDown()) });
    renderWallet();
    expect((await screen.findByTestId('wallet-error')).textContent).toContain('Could not load your wallet.');
    up = true;
    await userEvent.click(screen.getByTestId('wallet-error-retry'));
    await waitFor(() => expect(screen.queryByTestId('wallet-error')).toBeNull());
    expect(screen.getByTestId('wallet-balance').textContent).toBe('1,500.00');
  });

  describe('balance refresh (§4)', () => {
    it('updates the user, says so, and ignores a second tap within 5 s', async () => {
      const wallet = fakeWallet();
      const server = stubServer(wallet.replies);
      wallet.state.coin = 222_222;
      wallet.state.vip = 2;
      renderWallet();
      await screen.findByTestId('wallet-safebox');
      await userEvent.click(screen.getByTestId('wallet-refresh'));
      expect(await screen.findByText('Balance updated.')).toBeTruthy();
      await userEvent.click(screen.getByTestId('wallet-refresh'));
      expect(bodiesOf(server, 'refreshData')).toHaveLength(1);
      expect(useUserStore.getState().user).toMatchObject({ coin: 222_222, vip: 2 });
      expect(screen.getByTestId('wallet-balance').textContent).toBe('2,222.22');
      // The wallet is read again with it.
      await waitFor(() => expect(bodiesOf(server, 'getWallet').length).toBeGreaterThanOrEqual(2));
    });

    it('shows the errcode when the refresh fails', async () => {
      stubServer({ ...fakeWallet().replies, refreshData: { code: 200, errcode: 1234 } });
      renderWallet();
      await screen.findByTestId('wallet-safebox');
      await userEvent.click(screen.getByTestId('wallet-refresh'));
      expect(await screen.findByText('Refresh failed (error 1234).')).toBeTruthy();
    });
  });

  describe('safebox', () => {
    it('puts coins in: exact hundredths, a request id, the new balances everywhere', async () => {
      const server = stubServer(fakeWallet().replies);
      renderWallet();
      await userEvent.type(await screen.findByTestId('safebox-amount'), '12.29');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect(await screen.findByText('12.29 moved into the safebox.')).toBeTruthy();
      const [body] = bodiesOf(server, 'safeboxDeposit');
      expect(body).toMatchObject({ amount: 1_229 });
      expect(String(body?.requestId)).toMatch(REQUEST_ID);
      expect(useUserStore.getState().user).toMatchObject({ coin: 148_771, safebox: 3_729 });
      expect((screen.getByTestId('safebox-amount') as HTMLInputElement).value).toBe('');
    });

    it('offers quick amounts and "All", within what can be moved', async () => {
      stubServer(fakeWallet({ coin: 6_000, hasSafeboxPassword: true }).replies);
      renderWallet();
      const amount = await screen.findByTestId('safebox-amount') as HTMLInputElement;
      await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('60.00'));
      await userEvent.click(screen.getByTestId('safebox-chip-50'));
      expect(amount.value).toBe('50.00');
      expect((screen.getByTestId('safebox-chip-100') as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(screen.getByTestId('safebox-all'));
      expect(amount.value).toBe('60.00');
      // Switching direction starts the amount again.
      await userEvent.click(screen.getByTestId('safebox-tab-out'));
      expect((screen.getByTestId('safebox-amount') as HTMLInputElement).value).toBe('');
    });

    it('refuses unreadable, zero and too large amounts before sending anything', async () => {
      const server = stubServer(fakeWallet().replies);
      renderWallet();
      const submit = async (text: string) => {
        const input = await screen.findByTestId('safebox-amount');
        await userEvent.clear(input);
        if (text) await userEvent.type(input, text);
        await userEvent.click(screen.getByTestId('safebox-submit'));
        return screen.getByTestId('safebox-error').textContent;
      };
      await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('1,500.00'));
      expect(await submit('')).toBe('Enter an amount.');
      expect(await submit('.')).toBe('Enter an amount with at most two decimals, for example 12.50.');
      expect(await submit('0')).toBe('The amount must be more than 0.00.');
      expect(await submit('1500.01')).toBe('Not enough coins in your main balance.');
      expect(bodiesOf(server, 'safeboxDeposit')).toHaveLength(0);
    });

    it('sends a retry after a lost answer with the same request id, so nothing moves twice', async () => {
      let attempt = 0;
      const { replies } = fakeWallet();
      const server = stubServer({ ...replies, safeboxDeposit: (body) => (++attempt === 1 ? networkDown() : replies.safeboxDeposit(body)) });
      renderWallet();
      await userEvent.type(await screen.findByTestId('safebox-amount'), '10');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect((await screen.findByTestId('safebox-error')).textContent).toBe('Network Error');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect(await screen.findByText('10.00 moved into the safebox.')).toBeTruthy();
      const [first, retry] = bodiesOf(server, 'safeboxDeposit');
      expect(retry?.requestId).toBe(first?.requestId);

      // A new action after a known outcome gets a new id.
      await userEvent.type(screen.getByTestId('safebox-amount'), '10');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      await waitFor(() => expect(bodiesOf(server, 'safeboxDeposit')).toHaveLength(3));
      expect(bodiesOf(server, 'safeboxDeposit')[2]?.requestId).not.toBe(first?.requestId);
    });

    it('takes coins out with the encrypted safebox password and explains a wrong one', async () => {
      await logInPlayer({ hasSafeboxPassword: true });
      let wrong = true;
      const { replies } = fakeWallet({ hasSafeboxPassword: true });
      const server = stubServer({
        ...replies,
        safeboxWithdraw: (body) => (wrong
          ? { code: 200, errcode: WalletErrcode.SafeboxPasswordWrong, msg: 'Wrong safebox password', attemptsLeft: 4 }
          : replies.safeboxWithdraw(body)),
      });
      renderWallet();
      await userEvent.click(await screen.findByTestId('safebox-tab-out'));
      await userEvent.type(screen.getByTestId('safebox-amount'), '10');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect(screen.getByTestId('safebox-error').textContent).toBe('Enter your safebox password.');
      await userEvent.type(screen.getByTestId('safebox-password'), 'box-secret');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect((await screen.findByTestId('safebox-error')).textContent).toBe('Wrong safebox password. 4 attempts left before the safebox locks.');
      wrong = false;
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect(await screen.findByText('10.00 moved to your main balance.')).toBeTruthy();
      const bodies = bodiesOf(server, 'safeboxWithdraw');
      expect(bodies[1]).toMatchObject({ amount: 1_000 });
      expect(await decryptPassword(String(bodies[1]?.password))).toBe('box-secret');
      // A refused attempt moved nothing: the next one is a new request.
      expect(bodies[1]?.requestId).not.toBe(bodies[0]?.requestId);
      expect(useUserStore.getState().user).toMatchObject({ coin: 151_000, safebox: 1_500 });
    });

    it('says how long a locked safebox stays locked', async () => {
      await logInPlayer({ hasSafeboxPassword: true });
      stubServer({
        ...fakeWallet({ hasSafeboxPassword: true }).replies,
        safeboxWithdraw: { code: 200, errcode: WalletErrcode.SafeboxLocked, retryAfter: 840 },
      });
      renderWallet();
      await userEvent.click(await screen.findByTestId('safebox-tab-out'));
      await userEvent.type(screen.getByTestId('safebox-amount'), '1');
      await userEvent.type(screen.getByTestId('safebox-password'), 'box-secret');
      await userEvent.click(screen.getByTestId('safebox-submit'));
      expect((await screen.findByTestId('safebox-error')).textContent).toBe('Too many wrong passwords: the safebox is locked. Try again in 14 minutes.');
    });

    it('without a safebox password, taking out leads to setting one', async () => {
      stubServer(fakeWallet({ hasSafeboxPassword: false }).replies);
      renderWallet();
      await userEvent.click(await screen.findByTestId('safebox-tab-out'));
      expect(screen.getByTestId('safebox-password-needed')).toBeTruthy();
      expect(screen.queryByTestId('safebox-form')).toBeNull();
      expect(screen.getByTestId('safebox-set-password-cta').getAttribute('href')).toBe('/walletsPassword');
      expect(screen.getByTestId('safebox-set-password').getAttribute('href')).toBe('/walletsPassword');
    });
  });
});
