import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContinuousRechargeState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import ContinuousRechargePage from './ContinuousRechargePage.tsx';

type Status = ContinuousRechargeState['days'][number]['status'];
const state = (over: Partial<ContinuousRechargeState>, statuses: Status[]): ContinuousRechargeState => ({
  instanceId: 3, minDaily: 15_000, today: 10_000, todayCounts: false, streak: 1, best: 1,
  nextDayAt: Date.parse('2031-10-06T16:00:00Z'), endTime: -1,
  days: statuses.map((status, index) => ({ day: index + 1, award: [{ id: 2001, count: (index + 2) * 100 }], status })),
  ...over,
});
const renderPage = () => renderRoute(<ContinuousRechargePage />, { path: '/activity/depositEvery' });

describe('ContinuousRechargePage (/activity/depositEvery)', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows today against the daily minimum, the run and the days; a reached day is claimed once', async () => {
    let current = state({}, ['claimable', 'locked', 'locked']);
    const server = stubServer({
      continuousRecharge: () => ({ ...ok, state: current }),
      continuousRechargeReceive: () => {
        current = state({}, ['claimed', 'locked', 'locked']);
        return { ...ok, coin: 200, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, state: current, propList: [{ id: 2001, count: 200 }] };
      },
    });
    renderPage();
    expect(screen.getByTestId('continuous-loading')).toBeTruthy();
    expect((await screen.findByTestId('continuous-today')).textContent).toBe('Today: 100.00 of 150.00');
    expect(screen.getByTestId('continuous-today-status').textContent).toBe('Deposit 50.00 more today to count it. The day ends 2031-10-07 00:00 (Philippine time).');
    expect(screen.getByTestId('continuous-streak').textContent).toBe('Current run: 1 day');
    expect(screen.getByTestId('continuous-day-2').textContent).toContain('Locked');
    await userEvent.click(screen.getByTestId('continuous-claim-1'));
    await waitFor(() => expect(screen.getByTestId('continuous-day-1').getAttribute('data-status')).toBe('claimed'));
    expect(server.calls.filter((c) => c.url.endsWith('/continuousRechargeReceive')).map((c) => c.body.day)).toEqual([1]);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(200));
  });

  it('says when today counts, and shows its own text for a refusal', async () => {
    stubServer({
      continuousRecharge: () => ({ ...ok, state: state({ today: 20_000, todayCounts: true, streak: 2, best: 2 }, ['claimed', 'claimable', 'locked']) }),
      continuousRechargeReceive: { code: 200, errcode: 1005, msg: 'condition' },
    });
    renderPage();
    expect((await screen.findByTestId('continuous-today-status')).textContent).toBe('Today counts. Come back tomorrow to keep the run going.');
    expect(screen.getByTestId('continuous-streak').textContent).toBe('Current run: 2 days');
    await userEvent.click(screen.getByTestId('continuous-claim-2'));
    expect(await screen.findByText('No run of days has reached this day yet.')).toBeTruthy();
  });

  it('draws a heading of its own on the desktop, with the rules link', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ continuousRecharge: () => ({ ...ok, state: state({}, ['locked']) }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposit every day');
    expect((await screen.findByTestId('continuous-rules')).getAttribute('href')).toBe('/reward/detail/3');
  });
});
