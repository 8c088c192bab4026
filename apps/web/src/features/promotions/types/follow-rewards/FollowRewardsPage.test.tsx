import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowChannelState, FollowRewardsState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import FollowRewardsPage from './FollowRewardsPage.tsx';

const channel = (id: number, over: Partial<FollowChannelState> = {}): FollowChannelState => ({
  id, name: id === 1 ? 'Facebook page' : 'Telegram channel', network: id === 1 ? 'facebook' : 'telegram', url: `https://social.example/${id}`,
  award: [{ id: 2001, count: 200, betRate: 1 }], visited: false, claimed: false, canClaim: false, ...over,
});
const stateOf = (channels: FollowChannelState[]): FollowRewardsState => ({ instanceId: 5, channels });
const renderPage = () => renderRoute(<FollowRewardsPage />, { path: '/activity/follow' });
const balances = { coin: 200, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
const noIds = { ...ok, activityIds: [], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false };

describe('FollowRewardsPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('opens a channel (recording the visit), then claims its reward once', async () => {
    let state = stateOf([channel(1), channel(2)]);
    const server = stubServer({
      followRewardsState: () => ({ ...ok, ...state }),
      followRewardsVisit: (body) => {
        state = stateOf([channel(1, { visited: body.channelId === 1, canClaim: true }), channel(2)]);
        return { ...ok, ...state };
      },
      followRewardsReceive: () => {
        state = stateOf([channel(1, { visited: true, claimed: true }), channel(2)]);
        return { ...ok, ...balances, state, propList: state.channels[0]!.award };
      },
      getActivityIds: noIds,
    });
    renderPage();
    expect(screen.getByTestId('follow-loading')).toBeTruthy();
    const open = await screen.findByTestId('follow-open-1');
    expect(open.getAttribute('href')).toBe('https://social.example/1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('follow-channel-1').textContent).toContain('2.00 coins (1× turnover)');
    fireEvent.click(open);
    await userEvent.click(await screen.findByTestId('follow-claim-1'));
    expect(await screen.findByTestId('follow-claimed-1')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.endsWith('/followRewardsVisit')).map((c) => c.body.channelId)).toEqual([1]);
    expect(server.calls.filter((c) => c.url.endsWith('/followRewardsReceive'))).toHaveLength(1);
    expect(screen.getByTestId('follow-open-2')).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(200));
  });

  it("shows its own text for 1005 and an error state when the state can't load", async () => {
    stubServer({ followRewardsState: { ...ok, ...stateOf([channel(1, { visited: true, canClaim: true })]) }, followRewardsReceive: { code: 200, errcode: 1005, msg: 'visit' } });
    const view = renderPage();
    await userEvent.click(await screen.findByTestId('follow-claim-1'));
    expect(await screen.findByText('Open the channel from this page first.')).toBeTruthy();
    view.unmount();
    stubServer({});
    renderPage();
    expect(await screen.findByTestId('follow-error')).toBeTruthy();
  });

  it('draws the desktop heading', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ followRewardsState: { ...ok, ...stateOf([channel(1)]) } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Follow us');
    expect(await screen.findByTestId('follow-open-1')).toBeTruthy();
  });
});
