import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallResponse } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import InviteFriendsModal from './InviteFriendsModal.tsx';
import InviteFriendsPage from './InviteFriendsPage.tsx';

type Answer = Omit<CallResponse<'appInviteBonus1User'>, 'code' | 'errcode' | 'msg'>;

const award = (count: number) => JSON.stringify([{ id: 2001, count, betRate: 1 }]);
const answer = (inviteCount: number, statuses: [0 | 1 | 2, 0 | 1 | 2]): Answer => ({
  instanceId: 7, invited: 4, qualifyingDeposit: 10_000, expireTime: -1,
  appInviteBonus1User: { awardId: statuses[0] === 2 ? 2 : 1, itemStatus: statuses[0] === 2 ? statuses[1] : statuses[0], inviteCount },
  list: [
    { id: 1, award: award(1_000), inviteCount: 1, itemStatus: statuses[0] },
    { id: 2, award: award(5_000), inviteCount: 3, itemStatus: statuses[1] },
  ],
});
const shortUrl = { ...ok, shortCode: 'abc123', shortUrl: '/s/abc123', target: '/register?outValue=CODE1234&install_referrer=h5&aid=demo-web&share_referrer=8' };
const renderPage = () => renderRoute(<InviteFriendsPage />, { path: '/activity/inviteFriends' });

describe('InviteFriendsPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0, mobile: '9171234567' });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows the label, the link, each tier with its (inviteCount+1)/(required+1) progress and the §4 button', async () => {
    stubServer({ appInviteBonus1User: { ...ok, ...answer(1, [1, 0]) }, shortUrl });
    renderPage();
    expect(screen.getByTestId('invite-friends-loading')).toBeTruthy();
    expect((await screen.findByTestId('invite-friends-limited')).textContent).toBe('Limited to new players only');
    expect(screen.getByTestId('invite-friends-counts').textContent).toBe('Friends joined: 4 · Qualified: 1');
    expect(screen.getByTestId('invite-friends-progress-1').textContent).toBe('Progress 2/2');
    expect(screen.getByTestId('invite-friends-progress-2').textContent).toBe('Progress 2/4');
    expect(screen.getByTestId('invite-friends-tier-1').textContent).toContain('10.00 coins (1× turnover)');
    // itemStatus 1: Receive; 0: Invite.
    expect((screen.getByTestId('invite-friends-receive-1') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('invite-friends-invite-2').textContent).toBe('Invite');
    expect((await screen.findByTestId('invite-friends-link')).textContent).toBe(`${window.location.origin}/s/abc123`);
  });

  it('receives a tier once: the answer replaces the list and the balance rises; a claimed tier shows Receive disabled', async () => {
    let current = answer(1, [1, 0]);
    const server = stubServer({
      appInviteBonus1User: () => ({ ...ok, ...current }),
      appInviteBonus1UserReceive: () => {
        current = answer(1, [2, 0]);
        return { ...ok, coin: 1_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, instanceId: 7,
          appInviteBonus1User: current.appInviteBonus1User, list: current.list, propList: [{ id: 2001, count: 1_000, betRate: 1 }] };
      },
      shortUrl,
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('invite-friends-receive-1'));
    await waitFor(() => expect((screen.getByTestId('invite-friends-receive-1') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('invite-friends-receive-1').textContent).toBe('Receive');
    expect(await screen.findByText('Received 10.00 coins (1× turnover).')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.endsWith('/appInviteBonus1UserReceive'))).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_000));
  });

  it('shows its own text for 1005 and the common one for others', async () => {
    stubServer({ appInviteBonus1User: { ...ok, ...answer(1, [1, 0]) }, shortUrl, appInviteBonus1UserReceive: { code: 200, errcode: 1005, msg: 'too few' } });
    renderPage();
    await userEvent.click(await screen.findByTestId('invite-friends-receive-1'));
    expect(await screen.findByText('Not enough qualified friends for this reward yet.')).toBeTruthy();
  });

  it('without a bound mobile shows no link and leads to /bind (§5)', async () => {
    useUserStore.getState().signIn({ ...useUserStore.getState().user!, mobile: '' }, 'tok');
    const server = stubServer({ appInviteBonus1User: { ...ok, ...answer(0, [0, 0]) }, shortUrl });
    renderRoute(<InviteFriendsPage />, { path: '/activity/inviteFriends', routes: [{ path: '/bind', element: <p data-testid="bind-page">bind</p> }] });
    expect(await screen.findByTestId('invite-friends-need-mobile')).toBeTruthy();
    expect(screen.queryByTestId('invite-friends-link')).toBeNull();
    expect(server.calls.some((c) => c.url.endsWith('/shortUrl'))).toBe(false);
    await userEvent.click(screen.getByTestId('invite-friends-invite-1'));
    expect(await screen.findByTestId('bind-page')).toBeTruthy();
  });

  it('shows an error state with a retry, and the modal closes on a refusal that ends the activity', async () => {
    stubServer({ appInviteBonus1User: { code: 200, errcode: 1001, msg: 'none' }, shortUrl });
    renderPage();
    expect(await screen.findByTestId('invite-friends-error')).toBeTruthy();
  });

  it('draws the same offer in the home modal', async () => {
    stubServer({ appInviteBonus1User: { ...ok, ...answer(0, [0, 0]) }, shortUrl });
    let closed = false;
    renderRoute(<InviteFriendsModal instanceId={7} onClose={() => { closed = true; }} />, { path: '/lobby/home' });
    expect(await screen.findByTestId('invite-friends-modal')).toBeTruthy();
    expect(await screen.findByTestId('invite-friends-progress-1')).toBeTruthy();
    await userEvent.click(screen.getByTestId('promo-modal-close'));
    expect(closed).toBe(true);
  });
});
