import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundUser } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import FundPage from './FundPage.tsx';

type Status = FundUser['stages'][number]['status'];
const fund = (statuses: Status[], over: Partial<FundUser> = {}): FundUser => ({
  instanceId: 6, price: 20_000, bought: false, boughtAt: -1, vip: 0, betSince: 0, canClaim: statuses.includes('open'),
  stages: [
    { id: 1, vip: 0, bet: 100_000, award: [{ id: 2001, count: 2_000, betRate: 1 }], status: statuses[0]! },
    { id: 2, vip: 1, bet: 0, award: [{ id: 2001, count: 6_000, betRate: 1 }], status: statuses[1]! },
  ],
  ...over,
});
const renderPage = () => renderRoute(<FundPage />, { path: '/activity/fund' });
const callsTo = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));

describe('FundPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('offers the buy-in through the deposit page, made for the fund', async () => {
    stubServer({ fundUser: () => ({ ...ok, ...fund(['locked', 'locked']) }) });
    renderPage();
    expect(screen.getByTestId('fund-loading')).toBeTruthy();
    const buy = await screen.findByTestId('fund-buy');
    expect(buy.getAttribute('href')).toBe('/lobby/wallets/deposit?actType=16&amount=20000');
    expect(buy.textContent).toBe('Deposit 200.00 to buy in');
    expect(screen.getByTestId('fund-stage-1').textContent).toContain('Bet 1,000.00');
    expect(screen.getByTestId('fund-stage-2').textContent).toContain('VIP 1');
    expect(screen.queryByTestId('fund-claim-1')).toBeNull();
  });

  it('shows the bets since buying in and claims a reached stage once', async () => {
    let state = fund(['open', 'locked'], { bought: true, boughtAt: Date.parse('2031-06-10T02:00:00Z'), betSince: 100_000 });
    const server = stubServer({
      fundUser: () => ({ ...ok, ...state }),
      fundUserReceive: () => {
        state = fund(['received', 'locked'], { bought: true, boughtAt: state.boughtAt, betSince: 100_000 });
        return { ...ok, coin: 2_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, user: state, propList: [{ id: 2001, count: 2_000, betRate: 1 }] };
      },
      getRedDots: { ...ok, hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
      getActivityIds: { ...ok, activityIds: [16], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false },
    });
    renderPage();
    expect((await screen.findByTestId('fund-progress')).textContent).toBe('Your bets since buying in: 1,000.00 · VIP 0');
    expect(screen.getByTestId('fund-bought').textContent).toBe('You bought in on 2031-06-10 10:00 (Philippine time).');
    expect(screen.queryByTestId('fund-buy')).toBeNull();
    await userEvent.click(screen.getByTestId('fund-claim-1'));
    await waitFor(() => expect(screen.getByTestId('fund-stage-1').getAttribute('data-status')).toBe('received'));
    expect(callsTo(server, 'fundUserReceive').map((c) => c.body.stageId)).toEqual([1]);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(2_000));
  });

  it("shows the fund's own text for 1005", async () => {
    stubServer({ fundUser: () => ({ ...ok, ...fund(['open', 'locked'], { bought: true, boughtAt: 0 }) }), fundUserReceive: { code: 200, errcode: 1005, msg: 'no' } });
    renderPage();
    await userEvent.click(await screen.findByTestId('fund-claim-1'));
    expect(await screen.findByText('Buy in and reach the stage first.')).toBeTruthy();
  });

  it('draws a heading of its own on the desktop, with the rules link', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ fundUser: () => ({ ...ok, ...fund(['locked', 'locked']) }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Growth fund');
    expect((await screen.findByTestId('fund-rules')).getAttribute('href')).toBe('/reward/detail/6');
  });
});
