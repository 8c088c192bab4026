import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentErrcode } from '@casino/contract';
import type { WithdrawalOrder, WithdrawalStatus } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import WithdrawPage from '../pages/WithdrawPage.tsx';
import { logInPlayer, withdrawInfo } from '../testing.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function order(orderId: string, status: WithdrawalStatus, amount = 200_00): WithdrawalOrder {
  return {
    orderId, amount, fee: 0, payoutAmount: amount, bankId: 101, bankName: 'GCash', accountName: 'Juan', cardNum: '*******4567',
    status, reason: '', createTime: 1, updateTime: 1,
  };
}
const page = (...list: WithdrawalOrder[]) => ({ ...ok, list, total: list.length, page: 1, pageSize: 20 });
const renderRecords = () => renderRoute(<WithdrawPage />, { path: '/lobby/wallets/withdraw', at: '/lobby/wallets/withdraw?tab=records' });
const recordOf = async (orderId: string) => {
  await screen.findAllByTestId('withdraw-record');
  return document.querySelector(`[data-testid="withdraw-record"][data-order-id="${orderId}"]`) as HTMLElement;
};

async function answerDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  const target = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === button);
  if (!target) throw new Error(`no ${button} button in the dialog`);
  await user().click(target);
}

describe('WithdrawRecords: cancelling a withdrawal under review', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 100_000 });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('only a pending one offers Cancel; confirmed, it shows progress, then the balance and the list refresh', async () => {
    let cancelled = false;
    const server = stubServer({
      getExchange: withdrawInfo(),
      getExchangeOrder: () => page(order('W2', cancelled ? 'cancelled' : 'pending'), order('W1', 'paid', 300_00)),
      cancelExchange: (body) => {
        cancelled = true;
        return { ...ok, coin: 100_000 + 200_00, order: order(String(body.orderId), 'cancelled') };
      },
    });
    // Hold the cancel answer until the test has seen the progress state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const answer = server.fetch.getMockImplementation()!;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/cancelExchange')) await held;
      return answer(input, init);
    });

    renderRecords();
    const pending = await recordOf('W2');
    expect(within(await recordOf('W1')).queryByTestId('withdraw-record-cancel')).toBeNull();
    await user().click(within(pending).getByTestId('withdraw-record-cancel'));
    expect(await screen.findByText('Cancel the withdrawal of 200.00 to GCash *******4567? The coins go back to your balance.')).toBeTruthy();
    await answerDialog('Cancel withdrawal');

    const button = within(pending).getByTestId('withdraw-record-cancel') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('Cancelling…'));
    expect(button.disabled).toBe(true);
    const listReads = server.calls.filter((c) => c.url.endsWith('/getExchangeOrder')).length;
    release();

    await waitFor(async () => expect((await recordOf('W2')).getAttribute('data-status')).toBe('cancelled'));
    const row = await recordOf('W2');
    expect(within(row).getByTestId('withdraw-record-status').textContent).toBe('Cancelled');
    expect(within(row).getByTestId('withdraw-record-returned').textContent).toBe('The coins were returned to your balance.');
    expect(within(row).queryByTestId('withdraw-record-cancel')).toBeNull();
    expect(server.calls.filter((c) => c.url.endsWith('/cancelExchange')).map((c) => c.body.orderId)).toEqual(['W2']);
    expect(server.calls.filter((c) => c.url.endsWith('/getExchangeOrder')).length).toBeGreaterThan(listReads);
    expect(useUserStore.getState().user?.coin).toBe(120_000);
    expect(screen.getByTestId('pay-balance').textContent).toBe('Balance 1,200.00');
  });

  it('"Keep it" sends nothing', async () => {
    const server = stubServer({ getExchange: withdrawInfo(), getExchangeOrder: page(order('W3', 'pending')) });
    renderRecords();
    await user().click(within(await recordOf('W3')).getByTestId('withdraw-record-cancel'));
    await answerDialog('Keep it');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((c) => c.url.endsWith('/cancelExchange'))).toBe(false);
    expect((await recordOf('W3')).getAttribute('data-status')).toBe('pending');
  });

  it('too late (approved meanwhile): says so, and the list shows the order moved on', async () => {
    let approved = false;
    stubServer({
      getExchange: withdrawInfo(),
      getExchangeOrder: () => page(order('W4', approved ? 'processing' : 'pending')),
      cancelExchange: () => {
        approved = true;
        return { code: 200, errcode: PaymentErrcode.WithdrawalNotCancellable, msg: 'This withdrawal is processing' };
      },
    });
    renderRecords();
    await user().click(within(await recordOf('W4')).getByTestId('withdraw-record-cancel'));
    await answerDialog('Cancel withdrawal');
    const error = await screen.findByTestId('withdraw-record-cancel-error');
    expect(error.textContent).toBe('This withdrawal has already been approved or finished, so it can no longer be cancelled.');
    await waitFor(async () => expect((await recordOf('W4')).getAttribute('data-status')).toBe('processing'));
    expect(within(await recordOf('W4')).queryByTestId('withdraw-record-cancel')).toBeNull();
    expect(useUserStore.getState().user?.coin).toBe(100_000);
  });

  it('an order of someone else or gone: "not found" in words about the withdrawal', async () => {
    stubServer({
      getExchange: withdrawInfo(),
      getExchangeOrder: page(order('W5', 'pending')),
      cancelExchange: { code: 200, errcode: PaymentErrcode.OrderNotFound, msg: 'You have no withdrawal with this order id' },
    });
    renderRecords();
    await user().click(within(await recordOf('W5')).getByTestId('withdraw-record-cancel'));
    await answerDialog('Cancel withdrawal');
    expect((await screen.findByTestId('withdraw-record-cancel-error')).textContent).toBe('We could not find that withdrawal.');
  });
});
