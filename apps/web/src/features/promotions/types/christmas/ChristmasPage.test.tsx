import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChristmasDay, ChristmasUser, HolidayDraw } from '@casino/contract';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import ChristmasPage from './ChristmasPage.tsx';

const award = [{ id: 2001, count: 500, betRate: 1 }];
const draw: HolidayDraw = { seedId: 4, serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'client', nonce: 7, weights: [60, 40], index: 1, award, at: 0 };
const days = (today: ChristmasDay['status'], todayDraw: HolidayDraw | null = null): ChristmasDay[] => [
  { date: '2031-12-01', signed: false, status: 'missed', draw: null },
  { date: '2031-12-02', signed: true, status: today, draw: todayDraw },
  { date: '2031-12-03', signed: false, status: 'locked', draw: null },
];
const user = (status: ChristmasDay['status'], over: Partial<ChristmasUser> = {}): ChristmasUser => ({
  instanceId: 5, season: { first: '2031-12-01', last: '2031-12-26' }, today: '2031-12-02',
  days: days(status, status === 'opened' || status === 'received' ? draw : null),
  signedDays: status === 'sign' ? 0 : 1, signedToday: status !== 'sign', canOpen: status === 'ready', toReceive: status === 'opened' ? 1 : 0,
  prizes: [{ award: [{ id: 2001, count: 100, betRate: 1 }], weight: 60, chance: 6_000 }, { award, weight: 40, chance: 4_000 }],
  extras: [{ id: 1, days: 1, award: [{ id: 2001, count: 1_000, betRate: 1 }], status: status === 'sign' ? 'locked' : 'ready' }],
  nextDayAt: Date.parse('2031-12-02T16:00:00Z'), ...over,
});
const balances = { coin: 500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
const renderPage = () => renderRoute(<ChristmasPage />, { path: '/activity/christmas' });

describe('ChristmasPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => clearSession());

  it('signs in, opens the day\'s box with its verify link, and receives the prize', async () => {
    let state = user('sign');
    const server = stubServer({
      appChristmasUser: () => ({ ...ok, ...state }),
      appChristmasUserSign: () => { state = user('ready'); return { ...ok, user: state }; },
      appChristmasUserOpen: () => { state = user('opened'); return { ...ok, user: state, draw }; },
      appChristmasUserReceive: () => { state = user('received'); return { ...ok, ...balances, user: state, propList: award }; },
    });
    renderPage();
    expect(screen.getByTestId('christmas-loading')).toBeTruthy();
    expect((await screen.findByTestId('christmas-prizes')).textContent).toContain('40.00%');
    expect(screen.getByTestId('christmas-day-2031-12-01').dataset.status).toBe('missed');
    await userEvent.click(await screen.findByTestId('christmas-sign'));
    await userEvent.click(await screen.findByTestId('christmas-open'));
    expect((await screen.findByTestId('christmas-draw')).textContent).toContain('5.00 coins');
    const verify = screen.getByTestId('christmas-verify').getAttribute('href')!;
    expect(verify).toContain('kind=draw');
    expect(verify).toContain('nonce=7');
    expect(verify).toContain('weights=60%2C40');
    await userEvent.click(await screen.findByTestId('christmas-receive'));
    expect((await screen.findByTestId('christmas-done')).textContent).toContain('2031-12-03 00:00');
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(500));
    expect(server.calls.filter((c) => c.url.endsWith('/appChristmasUserOpen'))).toHaveLength(1);
  });

  it('claims a ready extra and shows its own text for 1005', async () => {
    stubServer({
      appChristmasUser: { ...ok, ...user('ready') },
      appChristmasUserExtra: { code: 200, errcode: 1005, msg: 'too few days' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('christmas-extra-claim-1'));
    expect(await screen.findByText('Sign in for today first (and open the box before receiving it).')).toBeTruthy();
  });

  it('shows the error state outside the season (1003) with a retry', async () => {
    stubServer({ appChristmasUser: { code: 200, errcode: 1003, msg: 'Event has ended' } });
    renderPage();
    expect(await screen.findByTestId('christmas-error')).toBeTruthy();
  });
});
