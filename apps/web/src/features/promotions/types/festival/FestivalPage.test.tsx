import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FestivalState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import FestivalPage from './FestivalPage.tsx';

const END = Date.now() + 3 * 86_400_000;
const festival = (over: Partial<FestivalState> = {}): FestivalState => ({
  instanceId: 8, title: 'Harvest festival', startTime: Date.parse('2031-09-01T00:00:00+08:00'), endTime: END,
  gift: [{ id: 2001, count: 100, betRate: 1 }], giftClaimedToday: false, canCheckIn: true, checkIns: 0,
  nextCheckInAt: Date.parse('2031-09-04T00:00:00+08:00'), deposits: 30_000,
  tiers: [
    { id: 1, deposit: 20_000, award: [{ id: 2001, count: 1_000, betRate: 1 }], status: 'ready' },
    { id: 2, deposit: 50_000, award: [{ id: 2001, count: 3_000, betRate: 2 }], status: 'locked' },
  ],
  ...over,
});
const renderPage = () => renderRoute(<FestivalPage />, { path: '/activity/festival' });
const balances = { coin: 100, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };

describe('FestivalPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('checks in for the daily gift and claims a ready tier; a locked tier says what is missing', async () => {
    let state = festival();
    const server = stubServer({
      festivalState: () => ({ ...ok, ...state }),
      festivalCheckIn: () => {
        state = festival({ giftClaimedToday: true, canCheckIn: false, checkIns: 1 });
        return { ...ok, ...balances, state, propList: state.gift };
      },
      festivalReceive: (body) => {
        expect(body.tierId).toBe(1);
        state = festival({ giftClaimedToday: true, canCheckIn: false, checkIns: 1, tiers: [{ ...festival().tiers[0]!, status: 'claimed' }, festival().tiers[1]!] });
        return { ...ok, ...balances, coin: 1_100, state, propList: state.tiers[0]!.award };
      },
    });
    renderPage();
    expect(screen.getByTestId('festival-loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Harvest festival' })).toBeTruthy();
    expect(screen.getByTestId('festival-deposits').textContent).toContain('300.00');
    expect(screen.getByTestId('festival-tier-2').textContent).toContain('200.00 to go');
    await userEvent.click(screen.getByTestId('festival-check-in'));
    expect((await screen.findByTestId('festival-checked-in')).textContent).toBe('Checked in today. Come back after 2031-09-04 00:00.');
    await userEvent.click(screen.getByTestId('festival-claim-1'));
    await waitFor(() => expect(screen.getByTestId('festival-tier-1').getAttribute('data-status')).toBe('claimed'));
    expect(server.calls.filter((c) => c.url.endsWith('/festivalReceive'))).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_100));
  });

  it("shows its own text for 1005 and an error state when the festival can't load", async () => {
    stubServer({ festivalState: { ...ok, ...festival() }, festivalReceive: { code: 200, errcode: 1005, msg: 'short' } });
    const view = renderPage();
    await userEvent.click(await screen.findByTestId('festival-claim-1'));
    expect(await screen.findByText('Your festival deposits have not reached this tier yet.')).toBeTruthy();
    view.unmount();
    stubServer({ festivalState: { code: 200, errcode: 1003, msg: 'ended' } });
    renderPage();
    expect(await screen.findByTestId('festival-error')).toBeTruthy();
  });
});
