import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InviteSpinRecord, InviteSpinStatus, InviteSpinWheel } from '@casino/contract';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import InviteSpinPage from './InviteSpinPage.tsx';

const wheel: InviteSpinWheel = {
  instanceId: 7, title: 'Spin to win 100.00', endTime: -1, target: 10_000, windowHours: 72, freeSpins: 1, spinsPerInvitee: 3,
  qualifyingDeposit: 10_000, betRate: 1,
  segments: [{ amount: 5_000, weight: 1 }, { amount: 1_000, weight: 9 }, { amount: 500, weight: 40 }, { amount: 100, weight: 50 }],
};
const status = (over: Partial<InviteSpinStatus> = {}): InviteSpinStatus => ({
  instanceId: 7, target: 10_000, spinsEarned: 1, spinsUsed: 0, spinsLeft: 1, invitees: 0, qualifiedInvitees: 0, round: 0, accumulated: 0,
  remaining: 10_000, roundEndsAt: -1, reached: false, exchanged: false, expired: false, canSpin: true, canExchange: false, ...over,
});
const record = (over: Partial<InviteSpinRecord> = {}): InviteSpinRecord => ({
  id: 1, at: Date.parse('2030-01-01T00:00:00Z'), round: 1, index: 2, amount: 500, credited: 500, seedId: 3, nonce: 4,
  serverSeedHash: 'f'.repeat(64), clientSeed: 'client', weights: [1, 9, 40, 50], serverSeed: null, ...over,
});
const renderPage = () => renderRoute(<InviteSpinPage />, { path: '/activity/spin' });

/** Reduced motion: the wheel stops at once (jsdom runs no transitions). */
function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('InviteSpinPage', () => {
  beforeEach(async () => {
    clearToken();
    reduceMotion();
    await logInPlayer({ coin: 0, mobile: '' });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('loads, shows the odds, the empty history and asks for a bound mobile before sharing', async () => {
    stubServer({
      actInviteUser: { ...ok, wheel, status: status() },
      actInviteUserRecord: { ...ok, list: [], total: 0, page: 1, pageSize: 10 },
    });
    renderPage();
    expect(screen.getByTestId('spin-loading')).toBeTruthy();
    expect((await screen.findByTestId('spin-note')).textContent).toBe('Your first spin starts a 72-hour round.');
    expect(screen.getByTestId('spin-left').textContent).toBe('1 spin left');
    expect(screen.getAllByTestId('spin-segment')).toHaveLength(4);
    expect(within(screen.getByTestId('spin-odds')).getByText('40.00%')).toBeTruthy();
    expect(screen.getByTestId('spin-bind').getAttribute('href')).toBe('/bind');
    expect(await screen.findByTestId('spin-history-empty')).toBeTruthy();
  });

  it('spins, turns the wheel to the drawn segment, then shows the progress and the spin with its verify link', async () => {
    let spun = false;
    const server = stubServer({
      actInviteUser: { ...ok, wheel, status: status() },
      actInviteUserRecord: () => ({ ...ok, list: spun ? [record()] : [], total: spun ? 1 : 0, page: 1, pageSize: 10 }),
      actInviteUserSpin: () => {
        spun = true;
        return { ...ok, spin: record(), status: status({ spinsUsed: 1, spinsLeft: 0, round: 1, accumulated: 500, remaining: 9_500, roundEndsAt: Date.now() + 3_600_000, canSpin: false }) };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('spin-button'));
    await waitFor(() => expect(screen.getByTestId('spin-note').textContent).toBe('Only 95.00 to go'));
    // Segment 2 of 4 stops under the pointer: 5 turns and 180 degrees.
    expect(screen.getByTestId('spin-wheel').getAttribute('data-rotation')).toBe(String(5 * 360 + 180));
    expect(screen.getByTestId('spin-accumulated').textContent).toBe('5.00 of 100.00');
    expect(screen.getByTestId('spin-countdown').textContent).toMatch(/^Round ends in 0d 0[01]:\d\d:\d\d$/);
    expect((screen.getByTestId('spin-button') as HTMLButtonElement).disabled).toBe(true);
    const link = (await screen.findByTestId('spin-record-verify')).getAttribute('href')!;
    expect(link.startsWith('/verify?kind=draw&')).toBe(true);
    expect(new URLSearchParams(link.split('?')[1]).get('weights')).toBe('1,9,40,50');
    expect(server.calls.filter((c) => c.url.endsWith('/actInviteUserSpin'))).toHaveLength(1);
  });

  it('says 1005 in its own words, and exchanges a reached target once', async () => {
    await logInPlayer({ coin: 0, mobile: '9171234567' });
    stubServer({
      actInviteUser: { ...ok, wheel, status: status({ round: 1, accumulated: 10_000, remaining: 0, reached: true, canSpin: false, canExchange: true, spinsUsed: 3, spinsLeft: 1 }) },
      actInviteUserRecord: { ...ok, list: [record({ credited: 100 })], total: 1, page: 1, pageSize: 10 },
      actInviteUserExchange: {
        ...ok, coin: 10_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, propList: [{ id: 2001, count: 10_000, betRate: 1 }],
        status: status({ round: 1, accumulated: 10_000, remaining: 0, reached: true, exchanged: true, canExchange: false, spinsUsed: 3, spinsLeft: 1 }),
      },
      shortUrl: { ...ok, shortUrl: '/s/abc', target: '/register?outValue=x' },
    });
    renderPage();
    expect((await screen.findByTestId('spin-note')).textContent).toBe('Target reached: exchange it for coins.');
    expect(await screen.findByDisplayValue(/\/s\/abc$/)).toBeTruthy();
    await userEvent.click(screen.getByTestId('spin-exchange'));
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(10_000));
    expect((await screen.findByTestId('spin-note')).textContent).toBe('Exchanged. Your next spin starts a new round.');
    expect(screen.getByTestId('spin-button')).toBeTruthy();
  });

  it('shows its own text when no spins are left (1005)', async () => {
    stubServer({
      actInviteUser: { ...ok, wheel, status: status() },
      actInviteUserRecord: { ...ok, list: [], total: 0, page: 1, pageSize: 10 },
      actInviteUserSpin: { code: 200, errcode: 1005, msg: 'no spins' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('spin-button'));
    expect(await screen.findByText('No spins left: invite friends to earn more.')).toBeTruthy();
  });

  it('offers a retry when the wheel cannot be loaded', async () => {
    stubServer({});
    renderPage();
    expect(await screen.findByTestId('spin-error')).toBeTruthy();
  });
});
