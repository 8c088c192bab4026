import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeekendLotteryDraw, WeekendLotteryInfo, WeekendLotteryState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import { floatingActivityIds } from '../../lobby-rules.ts';
import WeekendLotteryPage from './WeekendLotteryPage.tsx';

const info = (over: Partial<WeekendLotteryInfo> = {}): WeekendLotteryInfo => ({
  instanceId: 3, title: 'Weekend lottery',
  prizes: [{ id: 1, weight: 75, award: [{ id: 2001, count: 100, betRate: 1 }] }, { id: 2, weight: 25, award: [{ id: 2001, count: 1_000, betRate: 1 }] }],
  totalWeight: 100, drawDays: [0, 6], ticketPerDeposit: 10_000, maxTickets: 10,
  drawOpen: false, drawClosesAt: -1, nextDrawAt: Date.now() + 86_400_000 + 3_723_000, endTime: -1, serverTime: Date.now(),
  ...over,
});
const drawOf = (ticket: number): WeekendLotteryDraw => ({
  week: '2031-05-05', ticket, prizeId: 2, award: [{ id: 2001, count: 1_000, betRate: 1 }], drawnAt: Date.now(),
  fair: { seedId: 4, serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed', nonce: 7, weights: [75, 25], index: 1 },
});
const week = (over: Partial<WeekendLotteryState> = {}): WeekendLotteryState => ({
  info: info(), week: '2031-05-05', deposits: 25_000, tickets: 2, drawn: 0, ticketsLeft: [1, 2], toNextTicket: 5_000, earningOpen: true, draws: [], ...over,
});
const renderPage = () => renderRoute(<WeekendLotteryPage />, { path: '/activity/weekendLottery' });
const balances = { coin: 1_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };

describe('WeekendLotteryPage', () => {
  beforeEach(() => clearToken());
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows a guest the prizes, the rules and the next draw, and asks them to log in', async () => {
    clearSession();
    const server = stubServer({ weekendLotteryInfo: { ...ok, info: info() } });
    renderPage();
    expect(screen.getByTestId('weekend-loading')).toBeTruthy();
    expect((await screen.findByTestId('weekend-status')).textContent).toMatch(/^The next draw opens in 1d 01:02:0\d\.$/);
    expect(screen.getByTestId('weekend-prize-2').textContent).toBe('10.00 coins (1× turnover)25.00% chance');
    expect(screen.getByText('Draw your tickets on Saturday and Sunday. Tickets not drawn by the end of the last draw day lapse.')).toBeTruthy();
    expect(screen.getByTestId('weekend-login').getAttribute('href')).toBe('/login');
    expect(server.calls.map((c) => c.url.split('/').pop())).toEqual(['weekendLotteryInfo']);
    expect(server.calls[0]!.url).toContain('/anonymous/');
  });

  it('lets a player draw their next ticket on the weekend and links the draw to the verify page', async () => {
    await logInPlayer({ coin: 0 });
    let state = week({ info: info({ drawOpen: true, drawClosesAt: Date.parse('2031-05-12T00:00:00+08:00'), nextDrawAt: -1 }), earningOpen: false, toNextTicket: 0 });
    let history: WeekendLotteryDraw[] = [];
    const server = stubServer({
      weekendLotteryInfo: { ...ok, info: state.info },
      weekendLotteryState: () => ({ ...ok, ...state }),
      weekendLotteryHistory: () => ({ ...ok, list: history }),
      weekendLotteryDraw: (body) => {
        const draw = drawOf(body.ticket as number);
        history = [draw];
        state = { ...state, drawn: 1, ticketsLeft: [2], draws: [draw] };
        return { ...ok, ...balances, draw, state, propList: draw.award };
      },
    });
    renderPage();
    expect((await screen.findByTestId('weekend-status')).textContent).toBe('The draw is open now, until 2031-05-12 00:00 (Philippine time).');
    expect(await screen.findByTestId('weekend-history-empty')).toBeTruthy();
    await userEvent.click(await screen.findByTestId('weekend-draw'));
    expect((await screen.findByTestId('weekend-result')).textContent).toBe('Ticket #1 won 10.00 coins (1× turnover).');
    expect(server.calls.filter((c) => c.url.endsWith('/weekendLotteryDraw')).map((c) => c.body.ticket)).toEqual([1]);
    await waitFor(() => expect(screen.getByTestId('weekend-draw').getAttribute('data-ticket')).toBe('2'));
    const verify = await screen.findByTestId('weekend-verify');
    const href = new URL(verify.getAttribute('href')!, 'http://app.test');
    expect(href.pathname).toBe('/verify');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ kind: 'draw', clientSeed: 'my-seed', nonce: '7', weights: '75,25', index: '1' });
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_000));
  });

  it('during the week shows the tickets earned and the deposit still needed, and no draw button', async () => {
    await logInPlayer({ coin: 0 });
    stubServer({ weekendLotteryInfo: { ...ok, info: info() }, weekendLotteryState: { ...ok, ...week() }, weekendLotteryHistory: { ...ok, list: [] } });
    renderPage();
    expect((await screen.findByTestId('weekend-tickets')).textContent).toBe('Tickets: 2 earned, 2 to draw');
    expect(screen.getByTestId('weekend-to-next').textContent).toContain('Deposit 50.00 more for your next ticket.');
    expect(screen.queryByTestId('weekend-draw')).toBeNull();
  });

  it('shows an error state when the lottery cannot load', async () => {
    stubServer({ weekendLotteryInfo: { code: 200, errcode: 1001, msg: 'none' } });
    renderPage();
    expect(await screen.findByTestId('weekend-info-error')).toBeTruthy();
  });
});

describe('floating icons of the weekend lottery and the festival (§2 date gate)', () => {
  const data = (festivalEnd: number) => ({
    activityIds: [33, 35], isBankrupt: false,
    activityMap: { 33: { endTime: -1 }, 35: { endTime: festivalEnd } },
  });
  it('floats the lottery from Saturday 00:00 Manila time, not Friday 23:59, and the festival until it ends', () => {
    const end = Date.parse('2031-05-10T12:00:00+08:00');
    expect(floatingActivityIds(data(end), new Date('2031-05-09T23:59:59+08:00'))).toEqual([35]);
    expect(floatingActivityIds(data(end), new Date('2031-05-10T00:00:00+08:00'))).toEqual([33, 35]);
    expect(floatingActivityIds(data(end), new Date('2031-05-10T12:00:00+08:00'))).toEqual([33]);
    expect(floatingActivityIds(data(end), new Date('2031-05-12T00:00:00+08:00'))).toEqual([]);
  });
});
