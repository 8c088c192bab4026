import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityType } from '@casino/contract';
import type { VipRebateDay, VipRebateRate } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer, networkDown } from '../../wallet/testing.ts';
import { VIP_LEVELS, fakeVip } from '../testing.ts';
import VipPage from './VipPage.tsx';

const renderPage = () => renderRoute(<VipPage />, { path: '/profile/vip' });
const claimsOf = (server: ReturnType<typeof stubServer>) => server.calls.filter((c) => c.url.endsWith('/receiveVipReward'));
const callsOf = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));

/** getActivityIds listing these activity types. */
const activities = (ids: number[]) => ({ ...ok, activityIds: ids, activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false });
/** The running VIP rebate's rates: nothing below VIP 1, 0.20% from VIP 1, 0.35% from VIP 2. */
const REBATE_RATES: VipRebateRate[] = [{ level: 1, basisPoints: 20 }, { level: 2, basisPoints: 35 }];
const rebateDay = (day: string): VipRebateDay => ({ day, validBets: 0, vipLevel: 1, basisPoints: 20, amount: 0, status: 'none', claimUntil: -1 });
const rebateState = {
  ...ok, instanceId: 7, vipLevel: 1, basisPoints: 20, rates: REBATE_RATES, claimDays: 3, autoCredit: false, minRebate: 100, maxRebate: null, betRate: 1,
  today: { ...rebateDay('2031-05-02'), status: 'pending' }, yesterday: rebateDay('2031-05-01'), waiting: [],
};

describe('VipPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 1_000, vip: 0, vipExp: 0, userLevel: 0, bet: 0 });
  });
  afterEach(() => clearSession());

  it('shows the level, the progress to the next threshold in whole coins (§4) and what is left', async () => {
    stubServer(fakeVip({ level: 0, experience: 15_200 }).replies);
    renderPage();
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 0');
    expect(screen.getByTestId('vip-progress-figures').textContent).toBe('152 / 1,000');
    expect(screen.getByTestId('vip-progress').getAttribute('aria-valuenow')).toBe('15.2');
    expect(screen.getByTestId('vip-to-go').textContent).toBe('Bet 848 more to reach VIP 1 Bronze.');
  });

  it("keeps the player's balances in step with the standing it read", async () => {
    stubServer(fakeVip({ level: 1, experience: 123_456 }).replies);
    renderPage();
    await screen.findByTestId('vip-level');
    expect(useUserStore.getState().user).toMatchObject({ vip: 1, userLevel: 1, vipExp: 1_234, bet: 123_456 });
  });

  it("lists every level's threshold, rewards and benefits, marking the player's", async () => {
    stubServer(fakeVip({ level: 1, experience: 120_000 }).replies);
    renderPage();
    const silver = await screen.findByTestId('vip-level-2');
    expect(silver.textContent).toContain('Total bet 5,000');
    expect(silver.textContent).toContain('Level-up reward50.00 coins');
    expect(silver.textContent).toContain('Monthly reward20.00 coins');
    expect(silver.textContent).toContain('Daily withdrawal limit500,000.00');
    expect(silver.textContent).toContain('Birthday gift');
    expect(screen.getByTestId('vip-level-1').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('vip-level-1').textContent).toContain('Monthly reward—');
    expect(screen.getByTestId('vip-level-0').textContent).toContain('Level-up reward—');
  });

  it("shows what the running VIP rebate pays: the player's rate among the rewards, linking to the rebate, and each level's rate", async () => {
    const server = stubServer({ ...fakeVip({ level: 1, experience: 120_000 }).replies, getActivityIds: activities([ActivityType.VIP]), vipRebateState: rebateState });
    renderPage();
    expect((await screen.findByTestId('vip-page-rebate-rate')).textContent).toBe('0.20% of your valid bets back every day');
    expect(screen.getByTestId('vip-level-0').textContent).toContain('VIP rebate—');
    expect(screen.getByTestId('vip-level-1').textContent).toContain('VIP rebate0.20%');
    expect(screen.getByTestId('vip-level-2').textContent).toContain('VIP rebate0.35%');
    expect(callsOf(server, 'vipRebateState')).toHaveLength(1);
    expect(screen.getByTestId('vip-page-rebate-open').getAttribute('href')).toBe('/activity/vipRebate');
  });

  it('says when the player\'s level earns no rebate yet', async () => {
    stubServer({ ...fakeVip({ level: 0, experience: 0 }).replies, getActivityIds: activities([ActivityType.VIP]), vipRebateState: { ...rebateState, vipLevel: 0, basisPoints: 0 } });
    renderPage();
    expect((await screen.findByTestId('vip-page-rebate-rate')).textContent).toBe('Your level earns no rebate yet');
  });

  it("promises no rebate while none runs, not even a level table's old rebate figure", async () => {
    // A server of the previous release still sent each level's rebatePercent, which paid nothing.
    const vip = fakeVip({ level: 2, experience: 900_000 });
    const server = stubServer({
      ...vip.replies,
      getVipInfo: () => ({ ...vip.replies.getVipInfo(), levels: VIP_LEVELS.map((level) => ({ ...level, rebatePercent: 0.5 })) }),
      getActivityIds: activities([ActivityType.FreeSign]),
      vipRebateState: rebateState,
    });
    renderPage();
    await screen.findByTestId('vip-level-2');
    await waitFor(() => expect(callsOf(server, 'getActivityIds')).toHaveLength(1));
    expect(screen.getByTestId('vip-page').textContent).not.toMatch(/rebate/i);
    expect(screen.queryByTestId('vip-page-rebate')).toBeNull();
    expect(callsOf(server, 'vipRebateState')).toHaveLength(0);
  });

  it('says so at the top level', async () => {
    stubServer(fakeVip({ level: 2, experience: 900_000 }).replies);
    renderPage();
    expect((await screen.findByTestId('vip-top')).textContent).toBe('You have reached the highest VIP level.');
    expect(screen.queryByTestId('vip-progress')).toBeNull();
  });

  it('claims the weekly reward once: one call for quick taps, a toast, the new balance, then the next date', async () => {
    const vip = fakeVip({ level: 1, experience: 120_000 });
    const server = stubServer(vip.replies);
    renderPage();
    const claim = await screen.findByTestId('vip-reward-weekly-claim');
    await userEvent.click(claim);
    await userEvent.click(claim);
    expect(await screen.findByText('Received 2.00 coins.')).toBeTruthy();
    expect(claimsOf(server)).toHaveLength(1);
    expect(claimsOf(server)[0]!.body).toMatchObject({ period: 'weekly' });
    expect(useUserStore.getState().user?.coin).toBe(1_200);
    expect((await screen.findByTestId('vip-reward-weekly-next')).textContent).toMatch(/^Claimed · Next on \d{4}-\d{2}-\d{2} /);
    expect(screen.getByTestId('vip-reward-monthly-none').textContent).toBe('Not included at your level');
  });

  it('explains a refusal in words and reads the standing again', async () => {
    const vip = fakeVip({ level: 1, experience: 120_000 });
    const server = stubServer({
      ...vip.replies,
      receiveVipReward: () => ({ code: 200, errcode: 3102, msg: 'received' }),
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('vip-reward-weekly-claim'));
    expect(await screen.findByText('You have already claimed this reward. Come back next period.')).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((c) => c.url.endsWith('/getVipInfo')).length).toBeGreaterThanOrEqual(2));
    expect(useUserStore.getState().user?.coin).toBe(1_000);
  });

  it('shows loading, then a failed load with a way to try again', async () => {
    let up = false;
    const vip = fakeVip({ level: 0, experience: 0 });
    stubServer({ getVipInfo: () => (up ? vip.replies.getVipInfo() : networkDown()) });
    renderPage();
    expect(screen.getByTestId('vip-loading')).toBeTruthy();
    expect((await screen.findByTestId('vip-error')).textContent).toContain('Could not load your VIP level.');
    up = true;
    await userEvent.click(screen.getByTestId('vip-error-retry'));
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 0');
  });
});
