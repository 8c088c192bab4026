import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VipRebateDay, VipRebateState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import VipRebatePage from './VipRebatePage.tsx';

/** 2031-05-03 00:00 in Manila. */
const UNTIL = Date.parse('2031-05-02T16:00:00Z');
const day = (over: Partial<VipRebateDay>): VipRebateDay => ({ day: '2031-04-30', validBets: 0, vipLevel: 1, basisPoints: 50, amount: 0, status: 'none', claimUntil: -1, ...over });
const rebate = (over: Partial<VipRebateState> = {}): VipRebateState => ({
  instanceId: 4, vipLevel: 1, basisPoints: 50, rates: [{ level: 0, basisPoints: 10 }, { level: 1, basisPoints: 50 }, { level: 3, basisPoints: 80 }],
  claimDays: 2, autoCredit: false, minRebate: 100, maxRebate: null, betRate: 1,
  today: day({ day: '2031-05-01', validBets: 40_000, status: 'pending' }),
  yesterday: day({ validBets: 140_000, amount: 700, status: 'waiting', claimUntil: UNTIL }),
  waiting: [day({ validBets: 140_000, amount: 700, status: 'waiting', claimUntil: UNTIL })],
  ...over,
});
const renderPage = () => renderRoute(<VipRebatePage />, { path: '/activity/vipRebate' });

describe('VipRebatePage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 1_000 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it("shows the player's rate, yesterday's rebate and the rates; a claim credits it once", async () => {
    let state = rebate();
    const server = stubServer({
      vipRebateState: () => ({ ...ok, ...state }),
      receiveVipRebate: (body) => {
        expect(body.day).toBe('2031-04-30');
        state = rebate({ yesterday: { ...state.yesterday, status: 'claimed' }, waiting: [] });
        return { ...ok, coin: 1_700, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 0, state, propList: [{ id: 2001, count: 700, betRate: 1 }] };
      },
    });
    renderPage();
    expect(screen.getByTestId('vip-rebate-loading')).toBeTruthy();
    expect((await screen.findByTestId('vip-rebate-rate')).textContent).toBe('VIP 1: 0.50% of your valid bets');
    expect(screen.getByTestId('vip-rebate-yesterday-bets').textContent).toBe('1,400.00');
    expect(screen.getByTestId('vip-rebate-yesterday-status').textContent).toBe('Claim by 2031-05-03 00:00 (Philippine time).');
    expect(screen.getByTestId('vip-rebate-today-bets').textContent).toBe('400.00');
    expect(screen.getByText('About 2.00 at your current rate, settled after midnight (Philippine time).')).toBeTruthy();
    const current = within(screen.getByTestId('vip-rebate-rates')).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current.map((row) => row.textContent)).toEqual(['VIP 1+0.50%']);

    await userEvent.click(screen.getByTestId('vip-rebate-yesterday-claim'));
    await waitFor(() => expect(screen.getByTestId('vip-rebate-yesterday-status').textContent).toBe('Claimed.'));
    expect(screen.queryByTestId('vip-rebate-yesterday-claim')).toBeNull();
    expect(server.calls.filter((c) => c.url.endsWith('/receiveVipRebate'))).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_700));
  });

  it("shows the rebate's own text for a refusal and reads the state again", async () => {
    let reads = 0;
    stubServer({
      vipRebateState: () => {
        reads += 1;
        return { ...ok, ...rebate(reads > 1 ? { yesterday: day({ status: 'expired', amount: 700 }), waiting: [] } : {}) };
      },
      receiveVipRebate: { code: 200, errcode: 1007, msg: 'gone' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('vip-rebate-yesterday-claim'));
    expect(await screen.findByText('This rebate is not available any more.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('vip-rebate-yesterday-status').textContent).toBe('Expired: it was not claimed in time.'));
  });

  it('says when the level earns nothing, and draws the desktop heading and the error state', async () => {
    setPlatform(Platform.Desktop);
    let fail = true;
    stubServer({ vipRebateState: () => (fail ? { code: 200, errcode: 1003, msg: 'ended' } : { ...ok, ...rebate({ vipLevel: 0, basisPoints: 0, waiting: [], yesterday: day({}) }) }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('VIP rebate');
    expect((await screen.findByTestId('vip-rebate-error')).textContent).toContain('This activity has ended.');
    fail = false;
    await userEvent.click(screen.getByTestId('vip-rebate-error-retry'));
    expect((await screen.findByTestId('vip-rebate-rate')).textContent).toBe('VIP 0 earns no rebate yet. Play on to reach the next level.');
    expect(screen.getByTestId('vip-rebate-yesterday-status').textContent).toBe('No rebate for this day.');
    expect(screen.getByTestId('vip-rebate-rules').getAttribute('href')).toBe('/reward/detail/4');
  });
});
