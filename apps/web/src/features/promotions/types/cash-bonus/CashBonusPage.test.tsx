import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashBonusSettings, CashPacket } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import CashBonusPage from './CashBonusPage.tsx';

const TERMS: CashBonusSettings = { percent: 10, minDeposit: 10_000, maxBonus: 5_000, instantPercent: 20, claimHours: 24, parts: 4, turnoverTimes: 2, expireDays: 7, betRate: 1 };
const packet = (over: Partial<CashPacket> = {}): CashPacket => ({
  orderId: 'D1', deposit: 100_000, bonus: 5_000, instant: 1_000, instantUntil: Date.now() + 3_600_000, instantClaimed: false,
  pool: 4_000, parts: 4, released: 1, claimedParts: 0, claimable: 1_000, betsSince: 60_000, nextPartAt: 100_000,
  expiresAt: Date.parse('2031-05-08T16:00:00Z'), ...over,
});
const balances = (coin: number) => ({ coin, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 });
const renderPage = () => renderRoute(<CashBonusPage />, { path: '/activity/cashBonus' });

describe('CashBonusPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 500 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('invites a deposit while there is no bonus', async () => {
    stubServer({
      rechargeBonusCollection6: { ...ok, instanceId: 3, terms: TERMS, packets: [], claimable: 0 },
      appRechargeBonusCollection10: { ...ok, instanceId: 3, waiting: [] },
      rechargeBonusCollection8: { ...ok, list: [] },
    });
    renderPage();
    expect(screen.getByTestId('cash-bonus-loading')).toBeTruthy();
    expect((await screen.findByTestId('cash-bonus-terms')).textContent).toBe('Deposit 100.00 or more and get 10% of it as a cash bonus (up to 50.00 a deposit).');
    expect(screen.getByTestId('cash-bonus-empty').textContent).toContain('Make a deposit to earn one.');
    expect(await screen.findByTestId('cash-history-empty')).toBeTruthy();
  });

  it('claims the instant part and the released parts, each once, and lists them by kind', async () => {
    let instant = [packet()];
    let pools = [packet()];
    let history: unknown[] = [];
    const server = stubServer({
      rechargeBonusCollection6: () => ({ ...ok, instanceId: 3, terms: TERMS, packets: pools, claimable: 1_000 }),
      appRechargeBonusCollection10: () => ({ ...ok, instanceId: 3, waiting: instant }),
      rechargeBonusCollection8: () => ({ ...ok, list: history }),
      appRechargeBonusCollection10Receive: (body) => {
        expect(body.orderId).toBe('D1');
        instant = [];
        history = [{ kind: 3, activityType: 22, title: 'Cash bonus', coin: 1_000, items: [], at: Date.parse('2031-05-01T04:00:00Z') }];
        return { ...ok, ...balances(1_500), instant: { instanceId: 3, waiting: [] }, propList: [{ id: 2001, count: 1_000, betRate: 1 }] };
      },
      receiverRechargeBonusCollection6: () => {
        pools = [packet({ claimedParts: 1, claimable: 0 })];
        return { ...ok, ...balances(2_500), pool: { instanceId: 3, terms: TERMS, packets: pools, claimable: 0 }, propList: [{ id: 2001, count: 1_000, betRate: 1 }] };
      },
    });
    renderPage();
    expect((await screen.findByTestId('cash-pool-parts-D1')).textContent).toBe('1 of 4 parts released, 0 claimed');
    expect(screen.getByText('Bet 400.00 more to release the next part.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('cash-instant-claim-D1'));
    await waitFor(() => expect(screen.queryByTestId('cash-instant-D1')).toBeNull());
    expect((await screen.findByTestId('cash-history')).textContent).toContain('Instant cash bonus');
    await userEvent.click(screen.getByTestId('cash-pool-claim-D1'));
    await waitFor(() => expect((screen.getByTestId('cash-pool-claim-D1') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('cash-pool-parts-D1').textContent).toBe('1 of 4 parts released, 1 claimed');
    expect(server.calls.filter((c) => c.url.endsWith('/receiverRechargeBonusCollection6'))).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(2_500));
  });

  it("shows the cash bonus's own text for 1005, and the error state on the desktop", async () => {
    stubServer({
      rechargeBonusCollection6: { ...ok, instanceId: 3, terms: TERMS, packets: [packet()], claimable: 1_000 },
      appRechargeBonusCollection10: { ...ok, instanceId: 3, waiting: [] },
      rechargeBonusCollection8: { ...ok, list: [] },
      // A rollback since the page was read took the release back.
      receiverRechargeBonusCollection6: { code: 200, errcode: 1005, msg: 'not yet' },
    });
    const view = renderPage();
    await userEvent.click(await screen.findByTestId('cash-pool-claim-D1'));
    expect(await screen.findByText('No part is released yet: keep playing.')).toBeTruthy();
    view.unmount();
    setPlatform(Platform.Desktop);
    stubServer({ rechargeBonusCollection6: { code: 200, errcode: 1001, msg: 'none' }, appRechargeBonusCollection10: { code: 200, errcode: 1001, msg: 'none' } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cash bonus');
    expect((await screen.findByTestId('cash-bonus-error')).textContent).toContain('This activity is not available.');
  });
});
