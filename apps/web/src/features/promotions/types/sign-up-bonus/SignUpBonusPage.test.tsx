import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginPayUser } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import SignUpBonusPage from './SignUpBonusPage.tsx';

const DAYS = [
  { day: 1, date: '2031-06-10', award: [{ id: 2001, count: 200, betRate: 1 }] },
  { day: 2, date: '2031-06-11', award: [{ id: 2001, count: 300 }] },
  { day: 3, date: '2031-06-12', award: [{ id: 2001, count: 500 }, { id: 2002, count: 1_000 }] },
];
const loginPay = (statuses: LoginPayUser['days'][number]['status'][], over: Partial<LoginPayUser> = {}): LoginPayUser => ({
  instanceId: 3, state: 1, ownList: [{ id: 3, propId: 6004, loginPayDataJson: '{"days":[200,300,500]}' }], buyPropIds: [], needRecharge: 0,
  loginPayConfig: { propIds: [6004, 6005, 6007] }, days: DAYS.map((d, i) => ({ ...d, status: statuses[i]! })), today: 1,
  prizeWaiting: statuses.includes('today'), cards: [], forSale: [], loginPaying: false, ...over,
});
const renderPage = () => renderRoute(<SignUpBonusPage />, { path: '/activity/signPay' });
const callsTo = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));

describe('SignUpBonusPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('lists each day with its prizes and status; today\'s Claim receives it once', async () => {
    let user = loginPay(['today', 'upcoming', 'upcoming']);
    const server = stubServer({
      getLoginPayUser3: () => ({ ...ok, ...user }),
      receiveLoginPay3: () => {
        user = loginPay(['received', 'upcoming', 'upcoming']);
        return { ...ok, coin: 200, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, user, propList: [{ id: 2001, count: 200, betRate: 1 }] };
      },
      getRedDots: { ...ok, hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
      getActivityIds: { ...ok, activityIds: [15], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false },
    });
    renderPage();
    expect(screen.getByTestId('signup-loading')).toBeTruthy();
    const day1 = await screen.findByTestId('signup-day-1');
    expect(day1.textContent).toContain('Day 1 · 2031-06-10');
    expect(day1.textContent).toContain('2.00 coins (1× turnover)');
    expect(screen.getByTestId('signup-day-3').textContent).toContain('5.00 coins, 10.00 points');
    expect(within(screen.getByTestId('signup-day-2')).getByText('Coming')).toBeTruthy();
    expect(screen.queryByTestId('signup-claim-2')).toBeNull();
    await userEvent.click(screen.getByTestId('signup-claim-1'));
    await waitFor(() => expect(screen.getByTestId('signup-day-1').getAttribute('data-status')).toBe('received'));
    expect(within(screen.getByTestId('signup-day-1')).getByText('Claimed')).toBeTruthy();
    expect(callsTo(server, 'receiveLoginPay3').map((c) => c.body.day)).toEqual([1]);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(200));
  });

  it('lists the sign-in cards in the server\'s order (by price) and says what deposit is needed', async () => {
    stubServer({ getLoginPayUser3: () => ({ ...ok, ...loginPay(['today', 'upcoming', 'upcoming'], { needRecharge: 5_000, prizeWaiting: false }) }) });
    renderPage();
    const cards = await screen.findByTestId('signup-cards');
    expect(within(cards).getAllByRole('listitem').map((li) => li.getAttribute('data-testid'))).toEqual(['signup-card-6004', 'signup-card-6005', 'signup-card-6007']);
    expect(screen.getByTestId('signup-need-recharge').textContent).toBe('Deposit 50.00 more to claim your prizes.');
    expect((screen.getByTestId('signup-claim-1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows its own text when a day has passed, and a player without the bonus is told why', async () => {
    stubServer({
      getLoginPayUser3: () => ({ ...ok, ...loginPay(['today', 'upcoming', 'upcoming']) }),
      receiveLoginPay3: { code: 200, errcode: 1007, msg: 'passed' },
    });
    const view = renderPage();
    await userEvent.click(await screen.findByTestId('signup-claim-1'));
    expect(await screen.findByText("This day's prize has passed.")).toBeTruthy();
    view.unmount();
    stubServer({ getLoginPayUser3: () => ({ ...ok, ...loginPay([], { state: 0, ownList: [], days: [], today: 0, prizeWaiting: false }) }) });
    renderPage();
    expect((await screen.findByTestId('signup-none')).textContent).toContain('registered while it runs');
  });

  it('sells the cards on offer through the deposit page and pays a held card\'s day once', async () => {
    const card = (status: 'today' | 'received') => ({
      no: 1, propId: 6005, price: 20_000, today: 1, prizeWaiting: status === 'today',
      days: [{ day: 1, date: '2031-06-10', award: [{ id: 2001, count: 800, betRate: 3 }], status }, { day: 2, date: '2031-06-11', award: [{ id: 2001, count: 800, betRate: 3 }], status: 'upcoming' as const }],
    });
    let user = loginPay([], {
      days: [], today: 0, ownList: [{ id: 1, propId: 6005, loginPayDataJson: '{"days":[800,800]}' }], cards: [card('today')],
      buyPropIds: [6007], forSale: [{ propId: 6007, price: 100_000, days: 30, coins: 30_000 }], loginPaying: true,
    });
    const server = stubServer({
      getLoginPayUser3: () => ({ ...ok, ...user }),
      receiveLoginPay3: () => {
        user = { ...user, cards: [card('received')] };
        return { ...ok, coin: 800, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, user, propList: [{ id: 2001, count: 800, betRate: 3 }] };
      },
      getRedDots: { ...ok, hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
      getActivityIds: { ...ok, activityIds: [15], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: true },
    });
    renderPage();
    const buy = await screen.findByTestId('signin-card-buy-6007');
    expect(buy.getAttribute('href')).toBe('/lobby/wallets/deposit?actType=15&amount=100000');
    expect(buy.textContent).toBe('Deposit 1,000.00');
    expect(screen.getByTestId('signup-card-6007').textContent).toContain('30 days · 300.00 coins in all');
    expect(screen.getByTestId('signup-card-6005').textContent).toContain('Held');
    expect(screen.getByTestId('signin-card-1-day-2').getAttribute('data-status')).toBe('upcoming');
    await userEvent.click(screen.getByTestId('signin-card-claim-1-1'));
    await waitFor(() => expect(screen.getByTestId('signin-card-1-day-1').getAttribute('data-status')).toBe('received'));
    expect(callsTo(server, 'receiveLoginPay3').map((c) => c.body)).toEqual([expect.objectContaining({ day: 1, propId: 6005 })]);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(800));
  });

  it('shows a card\'s own text when its day has passed', async () => {
    stubServer({
      getLoginPayUser3: () => ({ ...ok, ...loginPay([], {
        days: [], cards: [{ no: 2, propId: 6007, price: 100_000, today: 1, prizeWaiting: true, days: [{ day: 1, date: '2031-06-10', award: [{ id: 2001, count: 1_000 }], status: 'today' }] }],
      }) }),
      receiveLoginPay3: { code: 200, errcode: 1007, msg: 'passed' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('signin-card-claim-2-1'));
    expect(await screen.findByText("This day's prize has passed, or the card's days are over.")).toBeTruthy();
  });

  it('draws a heading of its own on the desktop, with the rules link', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ getLoginPayUser3: () => ({ ...ok, ...loginPay(['missed', 'today', 'upcoming']) }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign-up bonus');
    expect((await screen.findByTestId('signup-rules')).getAttribute('href')).toBe('/rule/signBonus');
    expect(within(screen.getByTestId('signup-day-1')).getByText('Missed')).toBeTruthy();
  });
});
