import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccumulatedRechargeState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import AccumulatedRechargePage from './AccumulatedRechargePage.tsx';

type Status = AccumulatedRechargeState['tiers'][number]['status'];
const state = (total: number, statuses: [Status, Status]): AccumulatedRechargeState => ({
  instanceId: 9, period: 'week', periodStart: Date.parse('2031-09-07T16:00:00Z'), nextPeriodAt: Date.parse('2031-09-14T16:00:00Z'), total, endTime: -1,
  tiers: [
    { id: 1, amount: 50_000, award: [{ id: 2001, count: 1_000, betRate: 3 }], status: statuses[0] },
    { id: 2, amount: 200_000, award: [{ id: 2001, count: 5_000, betRate: 3 }, { id: 2002, count: 10_000 }], status: statuses[1] },
  ],
});
const renderPage = () => renderRoute(<AccumulatedRechargePage />, { path: '/activity/accumulatedRecharge' });

describe('AccumulatedRechargePage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows the week\'s total against the levels; a reached level is claimed once', async () => {
    let current = state(60_000, ['claimable', 'locked']);
    const server = stubServer({
      accumulatedRecharge: () => ({ ...ok, state: current }),
      accumulatedRechargeReceive: () => {
        current = state(60_000, ['claimed', 'locked']);
        return { ...ok, coin: 1_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, state: current, propList: [{ id: 2001, count: 1_000, betRate: 3 }] };
      },
      getActivityIds: { ...ok, activityIds: [28], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 60_000, loginPaying: false },
    });
    renderPage();
    expect(screen.getByTestId('accumulated-loading')).toBeTruthy();
    expect((await screen.findByTestId('accumulated-total')).textContent).toBe('Deposited: 600.00');
    expect(screen.getByTestId('accumulated-period').textContent).toBe('This week (from Monday 00:00, Philippine time)');
    expect(screen.getByTestId('accumulated-next').textContent).toBe('1,400.00 more to the next level');
    expect(screen.getByTestId('accumulated-resets').textContent).toBe('The count starts again 2031-09-15 00:00 (Philippine time).');
    expect(screen.getByTestId('accumulated-tier-2').textContent).toContain('50.00 coins (3× turnover), 100.00 points');
    expect(screen.queryByTestId('accumulated-claim-2')).toBeNull();
    await userEvent.click(screen.getByTestId('accumulated-claim-1'));
    await waitFor(() => expect(screen.getByTestId('accumulated-tier-1').getAttribute('data-status')).toBe('claimed'));
    expect(server.calls.filter((c) => c.url.endsWith('/accumulatedRechargeReceive')).map((c) => c.body.tierId)).toEqual([1]);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_000));
  });

  it('shows its own text for a refusal and reads the state again', async () => {
    let reads = 0;
    stubServer({
      accumulatedRecharge: () => {
        reads += 1;
        return { ...ok, state: state(60_000, [reads > 1 ? 'claimed' : 'claimable', 'locked']) };
      },
      accumulatedRechargeReceive: { code: 200, errcode: 1006, msg: 'claimed' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('accumulated-claim-1'));
    expect(await screen.findByText('You have claimed this level already this period.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('accumulated-tier-1').getAttribute('data-status')).toBe('claimed'));
  });

  it('draws a heading of its own on the desktop, and the error state when it cannot load', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ accumulatedRecharge: { code: 200, errcode: 1001, msg: 'none' } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accumulated deposits');
    expect((await screen.findByTestId('accumulated-error')).textContent).toContain('This activity is not available.');
  });
});
