import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BindRewardState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import BindRewardPage from './BindRewardPage.tsx';

const reward = (over: Partial<BindRewardState> = {}): BindRewardState => ({
  instanceId: 9, award: [{ id: 2001, count: 500, betRate: 1 }], mobileBound: true, claimed: false, canClaim: true, ...over,
});
const renderPage = () => renderRoute(<BindRewardPage />, { path: '/activity/bind' });

describe('BindRewardPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('leads a player without a mobile number to /bind (the desktop keeps it in its layout)', async () => {
    stubServer({ bindRewardState: { ...ok, ...reward({ mobileBound: false, canClaim: false }) } });
    const view = renderPage();
    expect(screen.getByTestId('bind-reward-loading')).toBeTruthy();
    expect((await screen.findByTestId('bind-reward-intro')).textContent).toBe('Bind a mobile number to your account and claim 5.00 coins (1× turnover) once.');
    expect(screen.getByTestId('bind-reward-bind').getAttribute('href')).toBe('/bind');
    expect(screen.queryByTestId('bind-reward-claim')).toBeNull();
    view.unmount();
    setPlatform(Platform.Desktop);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bind your mobile');
    expect((await screen.findByTestId('bind-reward-bind')).getAttribute('href')).toBe('/lobby/bind');
  });

  it('claims once for a bound number, then thanks the player', async () => {
    let state = reward();
    const server = stubServer({
      bindRewardState: () => ({ ...ok, ...state }),
      receiveBindReward: () => {
        state = reward({ claimed: true, canClaim: false });
        return { ...ok, coin: 500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, state, propList: state.award };
      },
      getActivityIds: { ...ok, activityIds: [], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('bind-reward-claim'));
    expect((await screen.findByTestId('bind-reward-claimed')).textContent).toBe('Claimed. Thank you for securing your account.');
    expect(server.calls.filter((c) => c.url.endsWith('/receiveBindReward'))).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(500));
  });

  it('shows its own text for 1005', async () => {
    stubServer({ bindRewardState: { ...ok, ...reward() }, receiveBindReward: { code: 200, errcode: 1005, msg: 'no mobile' } });
    renderPage();
    await userEvent.click(await screen.findByTestId('bind-reward-claim'));
    expect(await screen.findByText('Bind a mobile number first.')).toBeTruthy();
  });
});
