import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeLoginBonusUser } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import FreeLoginBonusPage from './FreeLoginBonusPage.tsx';

const LEVELS = [{ vip: 0, award: [{ id: 2001, count: 50, betRate: 1 }] }, { vip: 3, award: [{ id: 2001, count: 300, betRate: 1 }] }];
const bonus = (over: Partial<FreeLoginBonusUser> = {}): FreeLoginBonusUser => ({
  instanceId: 5, levels: LEVELS, vip: 0, award: LEVELS[0]!.award, claimedToday: false, canClaim: true, needRecharge: 0, claimedDays: 0,
  nextDayAt: Date.parse('2031-06-10T16:00:00Z'), ...over,
});
const renderPage = () => renderRoute(<FreeLoginBonusPage />, { path: '/activity/sign' });
const callsTo = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));

describe('FreeLoginBonusPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it("shows today's bonus for the player's level; Claim grants once", async () => {
    let state = bonus({ vip: 4, award: LEVELS[1]!.award });
    const server = stubServer({
      freeLoginBonusUser: () => ({ ...ok, ...state }),
      freeLoginBonusReceive: () => {
        state = { ...state, claimedToday: true, canClaim: false, claimedDays: 1 };
        return { ...ok, coin: 300, lottery: 0, vip: 4, vipExp: 0, userLevel: 4, bet: 0, user: state, propList: LEVELS[1]!.award };
      },
      getRedDots: { ...ok, hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
      getActivityIds: { ...ok, activityIds: [23], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false },
    });
    renderPage();
    expect(screen.getByTestId('daybonus-loading')).toBeTruthy();
    expect((await screen.findByTestId('daybonus-award')).textContent).toBe("Today's bonus: 3.00 coins (1× turnover)");
    expect(screen.getByTestId('daybonus-level-3').className).toBe('is-mine');
    expect(screen.getByTestId('daybonus-level-0').className).toBe('');
    await userEvent.click(screen.getByTestId('daybonus-claim'));
    expect((await screen.findByTestId('daybonus-claimed')).textContent).toBe('Claimed today. The next bonus opens 2031-06-11 00:00 (Philippine time).');
    expect((screen.getByTestId('daybonus-claim') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(server, 'freeLoginBonusReceive')).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(300));
  });

  it('tells a player below the table where it starts', async () => {
    stubServer({ freeLoginBonusUser: () => ({ ...ok, ...bonus({ levels: [LEVELS[1]!], award: [], canClaim: false }) }) });
    renderPage();
    expect((await screen.findByTestId('daybonus-below')).textContent).toBe('The day bonus starts at VIP 3.');
    expect((screen.getByTestId('daybonus-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the day bonus's own text for 1004", async () => {
    stubServer({ freeLoginBonusUser: () => ({ ...ok, ...bonus() }), freeLoginBonusReceive: { code: 200, errcode: 1004, msg: 'no' } });
    renderPage();
    await userEvent.click(await screen.findByTestId('daybonus-claim'));
    expect(await screen.findByText('Your VIP level does not reach the day bonus yet.')).toBeTruthy();
  });

  it('draws a heading of its own on the desktop, with the dayBonus rules link', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ freeLoginBonusUser: () => ({ ...ok, ...bonus() }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Day bonus');
    expect((await screen.findByTestId('daybonus-rules')).getAttribute('href')).toBe('/rule/dayBonus');
  });
});
