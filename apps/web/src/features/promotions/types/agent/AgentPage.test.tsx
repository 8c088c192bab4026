import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import AgentPage from './AgentPage.tsx';

const agent = (over: Partial<AgentState> = {}): AgentState => ({
  instanceId: 7, level1BasisPoints: 100, level2BasisPoints: 50, minExchange: 500, maxDailyCommission: null, betRate: 1,
  team: { level1: 2, level2: 1, counted: 1 },
  today: { day: '2031-05-02', level1Bets: 10_000, level2Bets: 4_000, commission: 120 },
  commission: { settled: 1_200, exchanged: 0, available: 1_200 },
  days: [{ day: '2031-05-01', level1Bets: 100_000, level2Bets: 40_000, commission: 1_200 }],
  invitees: [
    { playerId: 11, nickname: 'Bea', registeredAt: 0, todayBets: 10_000, totalBets: 110_000, excluded: null },
    { playerId: 12, nickname: 'Cy', registeredAt: 0, todayBets: 0, totalBets: 30_000, excluded: 'sameDevice' },
  ],
  ...over,
});
const renderPage = () => renderRoute(<AgentPage />, { path: '/activity/agent' });
const shortUrl = { ...ok, shortCode: 'abc123', shortUrl: '/s/abc123', target: '/register?outValue=CODE1234' };

describe('AgentPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 1_000, mobile: '9171234567' });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it("shows the team, today's bets, the friends' bets and the settled days; an exchange moves the commission once", async () => {
    let state = agent();
    const server = stubServer({
      agentData: () => ({ ...ok, ...state }),
      shortUrl,
      agent3Exchange: () => {
        state = agent({ commission: { settled: 1_200, exchanged: 1_200, available: 0 } });
        return { ...ok, coin: 2_200, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, state, propList: [{ id: 2001, count: 1_200, betRate: 1 }] };
      },
    });
    renderPage();
    expect(screen.getByTestId('agent-loading')).toBeTruthy();
    expect((await screen.findByTestId('agent-available')).textContent).toBe('12.00');
    expect(screen.getByText('Earn 1.00% of the valid bets of the friends you invite and 0.50% of the bets of the friends they invite.')).toBeTruthy();
    expect(screen.getByTestId('agent-today-level2').textContent).toBe('40.00');
    expect(screen.getByTestId('agent-today-commission').textContent).toBe('1.20');
    expect(screen.getByTestId('agent-team-level1').textContent).toBe('2');
    expect(screen.getByTestId('agent-invitee-11-total').textContent).toBe('1,100.00');
    expect(screen.getByTestId('agent-invitee-12').textContent).toContain('Same device: does not count');
    expect(screen.getByTestId('agent-day-2031-05-01-commission').textContent).toBe('12.00');
    await waitFor(() => expect((screen.getByTestId('agent-invite-link') as HTMLInputElement).value).toBe(`${window.location.origin}/s/abc123`));

    await userEvent.click(screen.getByTestId('agent-exchange'));
    await waitFor(() => expect(screen.getByTestId('agent-available').textContent).toBe('0.00'));
    expect((screen.getByTestId('agent-exchange') as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls.filter((c) => c.url.endsWith('/agent3Exchange'))).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(2_200));
  });

  it('says why an exchange is refused, and shows the empty lists and the bind step without a mobile', async () => {
    useUserStore.getState().updateUser({ mobile: '' });
    stubServer({
      agentData: { ...ok, ...agent({ invitees: [], days: [], commission: { settled: 600, exchanged: 0, available: 600 } }) },
      agent3Exchange: { code: 200, errcode: 1005, msg: 'below' },
    });
    renderPage();
    expect(await screen.findByTestId('agent-invitees-empty')).toBeTruthy();
    expect(screen.getByTestId('agent-days-empty')).toBeTruthy();
    expect(screen.getByTestId('agent-invite-bind')).toBeTruthy();
    await userEvent.click(screen.getByTestId('agent-exchange'));
    expect(await screen.findByText('Your settled commission is below the minimum exchange.')).toBeTruthy();
  });

  it('draws the desktop heading and the error state with a retry', async () => {
    setPlatform(Platform.Desktop);
    let fail = true;
    stubServer({ agentData: () => (fail ? { code: 200, errcode: 1001, msg: 'none' } : { ...ok, ...agent() }), shortUrl });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Agent');
    expect(await screen.findByTestId('agent-error')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByTestId('agent-error-retry'));
    expect((await screen.findByTestId('agent-available')).textContent).toBe('12.00');
    expect(screen.getByTestId('agent-rules').getAttribute('href')).toBe('/rule/agent');
  });
});
