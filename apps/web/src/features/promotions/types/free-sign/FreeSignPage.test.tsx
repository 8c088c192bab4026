import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeSignUser } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import FreeSignPage from './FreeSignPage.tsx';

const NEXT = Date.parse('2031-06-10T16:00:00Z');
const AWARDS = [[{ id: 2001, count: 100, betRate: 1 }], [{ id: 2001, count: 200 }], [{ id: 2001, count: 300 }, { id: 2002, count: 500 }]];
const calendar = (today: number, claimedToday: boolean, over: Partial<FreeSignUser> = {}): FreeSignUser => ({
  instanceId: 4,
  days: AWARDS.map((award, i) => {
    const day = i + 1;
    let status: 'received' | 'today' | 'upcoming' = day < today || (claimedToday && day === today) ? 'received' : 'upcoming';
    if (day === today && !claimedToday) status = 'today';
    return { day, award, status };
  }),
  streak: claimedToday ? today : today - 1, today, claimedToday, canClaim: !claimedToday, resetOnMiss: true, needRecharge: 0, nextDayAt: NEXT, ...over,
});
const renderPage = () => renderRoute(<FreeSignPage />, { path: '/activity/freeSign' });
const callsTo = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));
const balances = { coin: 100, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };

describe('FreeSignPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it("shows the calendar; today's Claim grants once and says when the next day opens", async () => {
    let state = calendar(1, false);
    const server = stubServer({
      loginBonus3User: () => ({ ...ok, ...state }),
      loginBonus3UserReceive: () => {
        state = calendar(1, true);
        return { ...ok, ...balances, user: state, propList: AWARDS[0] };
      },
      getRedDots: { ...ok, hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
      getActivityIds: { ...ok, activityIds: [36], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false },
    });
    renderPage();
    expect(screen.getByTestId('freesign-loading')).toBeTruthy();
    const day1 = await screen.findByTestId('freesign-day-1');
    expect(day1.getAttribute('data-status')).toBe('today');
    expect(day1.textContent).toContain('1.00 coins (1× turnover)');
    expect(screen.getByTestId('freesign-day-3').textContent).toContain('3.00 coins, 5.00 points');
    expect(screen.getByText('Miss a day and the calendar starts again at day 1.')).toBeTruthy();
    const button = screen.getByTestId('freesign-claim') as HTMLButtonElement;
    expect(button.textContent).toBe('Claim day 1');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('freesign-day-1').getAttribute('data-status')).toBe('received'));
    expect(screen.getByTestId('freesign-claimed').textContent).toBe('Claimed today. The next day opens 2031-06-11 00:00 (Philippine time).');
    expect((screen.getByTestId('freesign-claim') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(server, 'loginBonus3UserReceive')).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(100));
  });

  it('says what deposit is needed and keeps the button off', async () => {
    stubServer({ loginBonus3User: () => ({ ...ok, ...calendar(2, false, { canClaim: false, needRecharge: 5_000, resetOnMiss: false }) }) });
    renderPage();
    expect((await screen.findByTestId('freesign-need-recharge')).textContent).toBe('Deposit 50.00 more to claim.');
    expect(screen.getByText('A missed day does not reset your calendar.')).toBeTruthy();
    expect(screen.getByTestId('freesign-streak').textContent).toBe('Days in a row: 1');
    expect((screen.getByTestId('freesign-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the calendar's own text for a refusal and reads the calendar again", async () => {
    let reads = 0;
    stubServer({
      loginBonus3User: () => {
        reads += 1;
        return { ...ok, ...calendar(1, reads > 1) };
      },
      loginBonus3UserReceive: { code: 200, errcode: 1006, msg: 'claimed' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('freesign-claim'));
    expect(await screen.findByText('You have claimed today. Come back tomorrow.')).toBeTruthy();
    expect(await screen.findByTestId('freesign-claimed')).toBeTruthy();
  });

  it('shows an error with a retry when the calendar cannot load', async () => {
    stubServer({ loginBonus3User: { code: 200, errcode: 1001, msg: 'none' } });
    renderPage();
    expect((await screen.findByTestId('freesign-error')).textContent).toContain('This activity is not available.');
  });

  it('draws a heading of its own on the desktop, with the rules link', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ loginBonus3User: () => ({ ...ok, ...calendar(1, false) }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daily sign-in');
    expect((await screen.findByTestId('freesign-rules')).getAttribute('href')).toBe('/reward/detail/4');
  });
});
