import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { resetBalancesRefreshGate } from '../../wallet/index.ts';
import { resetCreditedDeposits } from '../api/deposit-credit.ts';
import { logInPlayer, QR_TEXT, rechargeConfig, userBank, userBankList } from '../testing.ts';
import DepositPage from './DepositPage.tsx';

const NOW = 1_750_000_000_000;

function order(changes: Record<string, unknown>) {
  return { ...ok, orderId: 'D20250101A1', rechargeType: 3, kind: 'qr', amount: 100_00, createTime: NOW, expireTime: NOW + 600_000, isDepositBank: false, ...changes };
}

function renderDeposit(at = '/lobby/wallets/deposit') {
  return renderRoute(<DepositPage />, { path: '/lobby/wallets/deposit', at });
}

const bodiesOf = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`)).map((c) => c.body);

async function chooseAndConfirm(user: ReturnType<typeof userEvent.setup>, amount: string, channelId: number) {
  await user.type(await screen.findByTestId('deposit-amount'), amount);
  await user.click(screen.getByTestId('deposit-submit'));
  const chooser = await screen.findByTestId('channel-chooser');
  await user.click(within(chooser).getByTestId(`channel-${channelId}`));
  await user.click(within(chooser).getByTestId('channel-confirm'));
  await act(() => vi.advanceTimersByTimeAsync(300));
}

describe('DepositPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    clearToken();
    resetBalancesRefreshGate();
    resetCreditedDeposits();
    await logInPlayer({ coin: 50_00, firstRecharge: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('creates a QR order (version 4), shows a 200 px level-H code with the countdown, and takes the payment in exactly once', async () => {
    let paid = false;
    const server = stubServer({
      getRechargeConfig: () => rechargeConfig({ firstRecharge: paid, totalRecharge: paid ? 100_00 : 0 }),
      getUserBankList: userBankList(),
      recharge3: order({ qrCodeText: QR_TEXT }),
      isRechargeDone: () => ({ ...ok, isRechargeDone: paid, orderId: 'D20250101A1', status: paid ? 'paid' : 'pending', amount: 100_00 }),
      refreshData: () => ({ ...ok, coin: paid ? 150_00 : 50_00, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 0 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    renderDeposit();
    await chooseAndConfirm(user, '100', 3);

    expect(bodiesOf(server, 'recharge3')).toEqual([expect.objectContaining({ amount: 100_00, version: 4, rechargeType: 3, actType: 0 })]);
    const qr = await screen.findByTestId('deposit-qr');
    expect(qr.getAttribute('width')).toBe('200');
    expect(qr.getAttribute('data-level')).toBe('H');
    expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
    // The server gave the order 10 minutes; the page counts them down.
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/Pay within (10:00|09:59)/);
    for (let second = 0; second < 3; second++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/Pay within 09:5[5-7]/);

    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(screen.getByTestId('deposit-outcome').getAttribute('data-status')).toBe('paid'));
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(150_00));
    expect(useUserStore.getState().user?.firstRecharge).toBe(true);

    // More answers that it is paid, and the close, take nothing in again.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await user.click(screen.getByTestId('deposit-sheet-back'));
    await waitFor(() => expect(screen.queryByTestId('deposit-sheet')).toBeNull());
    expect(bodiesOf(server, 'refreshData')).toHaveLength(1);
  });

  it('§4: closing the page runs the completion check, and says so when the payment has not arrived', async () => {
    const server = stubServer({
      getRechargeConfig: rechargeConfig(),
      getUserBankList: userBankList(),
      recharge3: order({ kind: 'bankOwn', rechargeType: 4, amount: 500_00, isDepositBank: true, appRechargeBankOwn: {
        bankName: 'BDO Unibank', shortBankName: 'BDO', accountName: 'Casino Operator Inc.', cardNum: '001234567890', amount: 500_00, reference: 'D20250101A1',
      } }),
      isRechargeDone: { ...ok, isRechargeDone: false, orderId: 'D20250101A1', status: 'pending', amount: 500_00 },
    });
    const info = vi.spyOn(toast, 'info');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    renderDeposit();
    await chooseAndConfirm(user, '500', 4);

    const panel = await screen.findByTestId('deposit-bank-panel');
    expect(within(panel).getByTestId('bank-icon').getAttribute('aria-label')).toBe('BDO');
    expect(within(panel).getByTestId('deposit-account-number').textContent).toBe('001234567890');
    expect(within(panel).getByTestId('deposit-bank-amount').textContent).toBe('500.00');
    expect(within(panel).getByTestId('deposit-reference').textContent).toBe('D20250101A1');

    const checksBefore = bodiesOf(server, 'isRechargeDone').length;
    await user.click(screen.getByTestId('deposit-sheet-back'));
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('We have not received this payment yet')));
    expect(bodiesOf(server, 'isRechargeDone').length).toBeGreaterThan(checksBefore);
    expect(bodiesOf(server, 'isRechargeDone').at(-1)).toMatchObject({ orderId: 'D20250101A1' });
    await waitFor(() => expect(screen.queryByTestId('deposit-sheet')).toBeNull());
  });

  it('a deposit made for an activity (?actType=&amount=) starts at its amount and names the activity on the order', async () => {
    const server = stubServer({ getRechargeConfig: () => rechargeConfig(), getUserBankList: userBankList(), recharge3: order({ qrCodeText: QR_TEXT }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    renderDeposit('/lobby/wallets/deposit?actType=16&amount=20000');
    expect(((await screen.findByTestId('deposit-amount')) as HTMLInputElement).value).toBe('200');
    await user.click(screen.getByTestId('deposit-submit'));
    const chooser = await screen.findByTestId('channel-chooser');
    await user.click(within(chooser).getByTestId('channel-3'));
    await user.click(within(chooser).getByTestId('channel-confirm'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(bodiesOf(server, 'recharge3')).toEqual([expect.objectContaining({ amount: 200_00, rechargeType: 3, actType: 16 })]));
  });

  it('shows the provider\'s payment page in the frame', async () => {
    stubServer({
      getRechargeConfig: rechargeConfig(),
      getUserBankList: userBankList([userBank({ bankId: 101, bankName: 'GCash', shortBankName: 'GCASH', kind: 'ewallet' })]),
      recharge3: order({ kind: 'payUrl', rechargeType: 1, payUrl: '/sandbox/pay/sbx_pay_0123456789abcdef01234567' }),
      isRechargeDone: { ...ok, isRechargeDone: false, orderId: 'D20250101A1', status: 'pending', amount: 100_00 },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    renderDeposit();
    await chooseAndConfirm(user, '100', 1);
    const frame = await screen.findByTestId('deposit-frame');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/sandbox/pay/sbx_pay_0123456789abcdef01234567`);
    expect(screen.getByTestId('deposit-open-tab').getAttribute('target')).toBe('_blank');
  });

  it('§5: a channel whose bank is not bound sends the player to bind it, with back=1 and its id', async () => {
    const server = stubServer({ getRechargeConfig: rechargeConfig(), getUserBankList: userBankList() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    const { router } = renderDeposit();
    await chooseAndConfirm(user, '100', 1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bindBankCard'));
    expect(router.state.location.search).toBe('?back=1&id=101');
    expect(bodiesOf(server, 'recharge3')).toHaveLength(0);
  });

  it('§5: without any bound account a channel with no bankId asks to bind one (back=1)', async () => {
    stubServer({ getRechargeConfig: rechargeConfig(), getUserBankList: userBankList([]) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    const { router } = renderDeposit();
    await chooseAndConfirm(user, '100', 3);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/bindBankCard?back=1'));
  });

  it('judges the amount once typing pauses, against the channels\' limits', async () => {
    stubServer({ getRechargeConfig: rechargeConfig(), getUserBankList: userBankList() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    renderDeposit();
    await user.type(await screen.findByTestId('deposit-amount'), '50');
    expect(screen.getByTestId('deposit-hint').textContent).toBe('Min 100.00 · Max 50,000.00');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByTestId('deposit-hint').textContent).toBe('The amount is below the minimum of 100.00.');
    await user.click(screen.getByTestId('deposit-preset-500'));
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('500.00');
  });

  it('explains a refused order and keeps the chooser open', async () => {
    stubServer({
      getRechargeConfig: rechargeConfig(), getUserBankList: userBankList(),
      recharge3: { code: 200, errcode: PaymentErrcode.TooManyOpenOrders, msg: 'Too many unpaid deposit orders' },
    });
    const fail = vi.spyOn(toast, 'fail');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    renderDeposit();
    await chooseAndConfirm(user, '100', 3);
    await waitFor(() => expect(fail).toHaveBeenCalledWith('You have too many unpaid deposit orders. Pay one of them or wait until they expire.'));
    expect(screen.getByTestId('channel-chooser')).toBeTruthy();
  });

  it('back from the provider (orderId and check=1), checks the order and shows it paid', async () => {
    const server = stubServer({
      getRechargeConfig: rechargeConfig(), getUserBankList: userBankList(),
      isRechargeDone: { ...ok, isRechargeDone: true, orderId: 'D20250101A1', status: 'paid', amount: 100_00 },
      refreshData: { ...ok, coin: 150_00, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 0 },
    });
    renderDeposit('/lobby/wallets/deposit?orderId=D20250101A1&check=1');
    await waitFor(() => expect(screen.getByTestId('deposit-outcome').getAttribute('data-status')).toBe('paid'));
    expect(bodiesOf(server, 'isRechargeDone')[0]).toMatchObject({ orderId: 'D20250101A1' });
    await waitFor(() => expect(bodiesOf(server, 'refreshData')).toHaveLength(1));
  });

  it('shows the records with their statuses', async () => {
    stubServer({
      getRechargeConfig: rechargeConfig(), getUserBankList: userBankList(),
      getRechargeRecord: { ...ok, total: 2, page: 1, pageSize: 20, list: [
        { orderId: 'D2', amount: 200_00, rechargeType: 3, channelName: 'QR Ph', kind: 'qr', status: 'pending', actType: 0, createTime: NOW, expireTime: NOW + 600_000, paidTime: null },
        { orderId: 'D1', amount: 100_00, rechargeType: 1, channelName: 'GCash', kind: 'payUrl', status: 'paid', actType: 0, createTime: NOW - 1000, expireTime: NOW, paidTime: NOW - 500 },
      ] },
    });
    renderDeposit('/lobby/wallets/deposit?tab=records');
    const rows = await screen.findAllByTestId('deposit-record');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'paid']);
    expect(within(rows[0]!).getByTestId('deposit-record-status').textContent).toBe('Awaiting payment');
    expect(within(rows[0]!).getByTestId('deposit-record-check')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('deposit-record-check')).toBeNull();
  });
});
