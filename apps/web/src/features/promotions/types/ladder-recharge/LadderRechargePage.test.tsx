import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LadderRechargeState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import LadderRechargePage from './LadderRechargePage.tsx';

const UNTIL = Date.parse('2031-08-05T16:00:00Z');
const bonus = (orderId: string, over: Partial<LadderRechargeState['bonuses'][number]> = {}) => ({
  orderId, amount: 30_000, paidTime: Date.parse('2031-08-04T02:00:00Z'), tierId: 1, bonus: 1_500, betRate: 2, status: 'claimable' as const, claimUntil: UNTIL, ...over,
});
const ladder = (over: Partial<LadderRechargeState> = {}): LadderRechargeState => ({
  instanceId: 4,
  tiers: [
    { id: 1, minAmount: 20_000, percent: 5, fixed: 0, maxBonus: 2_000, betRate: 2 },
    { id: 2, minAmount: 50_000, percent: 8, fixed: 1_000, maxBonus: 10_000, betRate: 3 },
  ],
  perDay: 2, claimDays: 2, earnedToday: 1, bonuses: [bonus('D1')], endTime: -1, ...over,
});
const balances = { coin: 1_500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
const renderPage = () => renderRoute(<LadderRechargePage />, { path: '/activity/ladderRecharge' });

describe('LadderRechargePage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows the levels and a claimable bonus; a claim grants once and marks it claimed', async () => {
    let state = ladder();
    const server = stubServer({
      ladderRecharge: () => ({ ...ok, state }),
      ladderRechargeReceive: () => {
        state = ladder({ bonuses: [bonus('D1', { status: 'claimed' })] });
        return { ...ok, ...balances, state, propList: [{ id: 2001, count: 1_500, betRate: 2 }] };
      },
    });
    renderPage();
    expect(screen.getByTestId('ladder-loading')).toBeTruthy();
    expect((await screen.findByTestId('ladder-tier-1')).textContent).toContain('Deposit 200.00 or more5% bonus up to 20.00');
    expect(screen.getByTestId('ladder-tier-2').textContent).toContain('8% bonus +10.00 up to 100.00');
    expect(screen.getByTestId('ladder-today').textContent).toBe("Today's bonus deposits: 1 of 2");
    expect(screen.getByTestId('ladder-bonus-D1').textContent).toContain('Claim by 2031-08-06 00:00');
    await userEvent.click(screen.getByTestId('ladder-claim-D1'));
    await waitFor(() => expect(screen.getByTestId('ladder-bonus-D1').getAttribute('data-status')).toBe('claimed'));
    expect(screen.queryByTestId('ladder-claim-D1')).toBeNull();
    expect(server.calls.filter((c) => c.url.endsWith('/ladderRechargeReceive')).map((c) => c.body.orderId)).toEqual(['D1']);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_500));
  });

  it('says why a bonus cannot be claimed, and shows the ladder\'s own text for a refusal', async () => {
    let reads = 0;
    stubServer({
      ladderRecharge: () => {
        reads += 1;
        return { ...ok, state: ladder({ bonuses: [bonus('D2', { status: reads > 1 ? 'dailyLimit' : 'claimable' }), bonus('D3', { status: 'expired' })] }) };
      },
      ladderRechargeReceive: { code: 200, errcode: 1010, msg: 'period' },
    });
    renderPage();
    expect((await screen.findByTestId('ladder-bonus-D3')).textContent).toContain('Expired');
    await userEvent.click(screen.getByTestId('ladder-claim-D2'));
    expect(await screen.findByText("This deposit came after the day's bonus deposits: it earns no bonus.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ladder-bonus-D2').textContent).toContain("Over the day's count"));
  });

  it('draws the empty state with the smallest deposit that earns, and a heading of its own on the desktop', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ ladderRecharge: () => ({ ...ok, state: ladder({ bonuses: [], earnedToday: 0 }) }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposit bonus');
    expect((await screen.findByTestId('ladder-empty')).textContent).toContain('Deposit 200.00 or more to earn one.');
    expect(screen.getByTestId('ladder-rules').getAttribute('href')).toBe('/reward/detail/4');
  });

  it('offers a retry when the state cannot be read', async () => {
    stubServer({});
    renderPage();
    expect(await screen.findByTestId('ladder-error')).toBeTruthy();
  });
});
