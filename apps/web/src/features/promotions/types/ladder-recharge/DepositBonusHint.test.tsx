import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LadderRechargeState } from '@casino/contract';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import { DepositBonusHint } from './DepositBonusHint.tsx';

const ladder = (over: Partial<LadderRechargeState> = {}): LadderRechargeState => ({
  instanceId: 4,
  tiers: [{ id: 1, minAmount: 20_000, percent: 5, fixed: 0, maxBonus: 2_000, betRate: 2 }, { id: 2, minAmount: 50_000, percent: 8, fixed: 1_000, maxBonus: 10_000, betRate: 3 }],
  perDay: 2, claimDays: 2, earnedToday: 0, bonuses: [], endTime: -1, ...over,
});
const ids = (activityIds: number[]) => ({
  ...ok, activityIds, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false,
  activityMap: Object.fromEntries(activityIds.map((type) => [String(type), { sort: 1, instanceId: type, title: `Offer ${type}`, endTime: -1, hasRules: true }])),
});
const renderHint = (amount: number | null) => renderRoute(<DepositBonusHint amount={amount} />, { path: '/lobby/wallets/deposit' });

describe('DepositBonusHint', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('shows the ladder\'s bonus on the amount entered and links each running deposit activity', async () => {
    stubServer({ getActivityIds: ids([17, 28, 39]), ladderRecharge: { ...ok, state: ladder() } });
    const view = renderHint(60_000);
    // 8% of 600.00 plus 10.00.
    expect((await screen.findByTestId('deposit-bonus-line')).textContent).toBe('This deposit earns a bonus of 58.00 (3× turnover).');
    expect(screen.getByTestId('deposit-offer-17').getAttribute('href')).toBe('/activity/ladderRecharge');
    expect(screen.getByTestId('deposit-offer-28').textContent).toBe('Offer 28');
    expect(screen.queryByTestId('deposit-offer-39')).toBeNull();
    view.unmount();
    renderHint(10_000);
    expect((await screen.findByTestId('deposit-bonus-line')).textContent).toBe('Deposit 200.00 or more to earn a bonus.');
  });

  it('says when today\'s bonus deposits are used up, and points to the bonuses waiting', async () => {
    const bonus = { orderId: 'D1', amount: 30_000, paidTime: 1, tierId: 1, bonus: 1_500, betRate: 2, status: 'claimable' as const, claimUntil: 2 };
    stubServer({ getActivityIds: ids([17]), ladderRecharge: { ...ok, state: ladder({ earnedToday: 2, bonuses: [bonus, { ...bonus, orderId: 'D2' }] }) } });
    renderHint(30_000);
    expect((await screen.findByTestId('deposit-bonus-line')).textContent).toContain("Today's 2 bonus deposits are used up");
    expect(screen.getByTestId('deposit-bonus-waiting').textContent).toBe('2 bonuses waiting to be claimed');
  });

  it('draws nothing while no deposit activity is listed', async () => {
    const server = stubServer({ getActivityIds: ids([39]) });
    renderHint(30_000);
    await waitFor(() => expect(server.calls.some((c) => c.url.endsWith('/getActivityIds'))).toBe(true));
    expect(screen.queryByTestId('deposit-bonus-hint')).toBeNull();
    expect(server.calls.some((c) => c.url.endsWith('/ladderRecharge'))).toBe(false);
  });
});
