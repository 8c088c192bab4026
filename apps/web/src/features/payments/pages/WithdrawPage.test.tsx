import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { decryptPassword, ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer, withdrawInfo } from '../testing.ts';
import WithdrawPage from './WithdrawPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const empty = { ...ok, list: [], total: 0, page: 1, pageSize: 20 };

function renderWithdraw(at = '/lobby/wallets/withdraw') {
  const path = at.startsWith('/withdrawal/') ? '/withdrawal/:name' : '/lobby/wallets/withdraw';
  return renderRoute(<WithdrawPage />, { path, at });
}

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  const button = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'OK');
  if (!button) throw new Error('no OK button in the dialog');
  await user().click(button);
}

describe('WithdrawPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 150_000 });
  });
  afterEach(() => clearSession());

  it('says what blocks a withdrawal, each with the way to fix it', async () => {
    stubServer({
      getExchange: withdrawInfo({ kycStatus: 'none', hasSafeboxPassword: false, turnoverOwed: 25_00, withdrawable: 0, appUserBank: null, appUserBankList: {} }),
      getExchangeOrder: empty,
    });
    renderWithdraw();
    expect((await screen.findByTestId('withdraw-kyc-link')).getAttribute('href')).toBe('/walletsKyc');
    expect(screen.getByTestId('withdraw-bind-link').getAttribute('href')).toBe('/bindBankCard?back=1');
    expect(screen.getByTestId('withdraw-password-link').getAttribute('href')).toBe('/walletsPassword');
    expect(screen.getByTestId('withdraw-blocked-turnover').textContent).toContain('Bet 25.00 more to unlock withdrawals.');
    expect(screen.queryByTestId('withdraw-blocked-balance')).toBeNull();
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a balance below the smallest withdrawal points to the deposit page', async () => {
    stubServer({ getExchange: withdrawInfo({ coin: 50_00, withdrawable: 0 }), getExchangeOrder: empty });
    renderWithdraw();
    expect((await screen.findByTestId('withdraw-blocked-balance')).textContent).toContain('Your balance is below the smallest withdrawal of 100.00.');
    expect(screen.getByTestId('withdraw-deposit-link').getAttribute('href')).toBe('/lobby/wallets/deposit');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a pending verification points to its status', async () => {
    stubServer({ getExchange: withdrawInfo({ kycStatus: 'pending' }), getExchangeOrder: empty });
    renderWithdraw();
    expect((await screen.findByTestId('withdraw-blocked-kyc')).textContent).toContain('being reviewed');
  });

  it('/withdrawal/{name} picks that account; the request carries the encrypted wallet password and a request id', async () => {
    let coin = 150_000;
    const server = stubServer({
      getExchange: () => withdrawInfo({ feePercent: 2, coin }),
      getExchangeOrder: empty,
      exchange: (body) => ({
        ...ok, coin: (coin -= Number(body.amount)),
        order: { orderId: 'W1', amount: body.amount, fee: 2_00, payoutAmount: 98_00, bankId: body.bankId, bankName: 'GCash', accountName: 'Juan Dela Cruz',
          cardNum: '*******4567', status: 'pending', reason: '', createTime: 1, updateTime: 1 },
      }),
    });
    renderWithdraw('/withdrawal/gcash');
    const account = await screen.findByTestId('withdraw-account-101');
    expect(account.className).toContain('is-checked');
    await user().type(screen.getByTestId('withdraw-amount'), '100');
    await waitFor(() => expect(screen.getByTestId('withdraw-hint').textContent).toBe('Fee 2.00 · you receive 98.00'));
    await user().type(screen.getByTestId('withdraw-password'), 'safe-pass-1');
    await user().click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Withdraw 100.00 to GCash *******4567? Fee 2.00, you receive 98.00.')).toBeTruthy();
    await confirmDialog();
    expect((await screen.findByTestId('withdraw-requested')).textContent).toBe('Withdrawal of 100.00 requested. It usually takes 1-3 business days.');
    const request = server.calls.find((c) => c.url.endsWith('/exchange'))!.body;
    expect(request).toMatchObject({ amount: 100_00, bankId: 101 });
    expect(String(request.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await decryptPassword(String(request.password))).toBe('safe-pass-1');
    expect(useUserStore.getState().user?.coin).toBe(150_000 - 100_00);
  });

  it('explains a refusal with its errcode\'s message and the place that fixes it', async () => {
    stubServer({
      getExchange: withdrawInfo(),
      getExchangeOrder: empty,
      exchange: { code: 200, errcode: PaymentErrcode.KycRequired, msg: 'Verify your identity before your first withdrawal' },
    });
    renderWithdraw();
    await user().type(await screen.findByTestId('withdraw-amount'), '200');
    await user().type(screen.getByTestId('withdraw-password'), 'safe-pass-1');
    await user().click(screen.getByTestId('withdraw-submit'));
    await confirmDialog();
    const failure = await screen.findByTestId('withdraw-failure');
    expect(failure.textContent).toContain('Verify your identity before your first withdrawal.');
    expect(within(failure).getByTestId('withdraw-failure-link').getAttribute('href')).toBe('/walletsKyc');
  });

  it('checks the amount against the limits before sending', async () => {
    const server = stubServer({ getExchange: withdrawInfo({ withdrawable: 300_00 }), getExchangeOrder: empty });
    renderWithdraw();
    await user().type(await screen.findByTestId('withdraw-amount'), '301');
    await user().type(screen.getByTestId('withdraw-password'), 'x');
    await user().click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-hint').textContent).toBe('You can withdraw at most 300.00 right now.');
    expect(server.calls.some((c) => c.url.endsWith('/exchange'))).toBe(false);
  });

  it('lists the withdrawals with their statuses; a rejected one says its coins came back', async () => {
    const base = { fee: 0, bankId: 101, bankName: 'GCash', accountName: 'Juan', cardNum: '*******4567', createTime: 1, updateTime: 1 };
    stubServer({
      getExchange: withdrawInfo(),
      getExchangeOrder: { ...ok, total: 2, page: 1, pageSize: 20, list: [
        { ...base, orderId: 'W2', amount: 100_00, payoutAmount: 100_00, status: 'rejected', reason: 'Name mismatch' },
        { ...base, orderId: 'W1', amount: 200_00, payoutAmount: 200_00, status: 'paid', reason: '' },
      ] },
    });
    renderWithdraw('/lobby/wallets/withdraw?tab=records');
    const rows = await screen.findAllByTestId('withdraw-record');
    expect(rows.map((row) => within(row).getByTestId('withdraw-record-status').textContent)).toEqual(['Rejected', 'Paid']);
    expect(within(rows[0]!).getByTestId('withdraw-record-returned').textContent).toBe('Reason: Name mismatch The coins were returned to your balance.');
    expect(within(rows[1]!).queryByTestId('withdraw-record-returned')).toBeNull();
  });
});
