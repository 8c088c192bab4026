import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityType, visibleBanners } from '@casino/contract';
import type { Agent5LogEntry, Agent5State, Agent5Tasks } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { featuredEntries } from '../../../lobby/promo/featured.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import Agent5Page from './Agent5Page.tsx';

const tasks = (over: Partial<Agent5Tasks> = {}): Agent5Tasks => ({
  instanceId: 7, day: '2031-03-10', resetAt: Date.parse('2031-03-10T16:00:00Z'), mobileBound: true, sharedToday: false,
  tasks: [
    { id: 1, kind: 'share', target: 1, award: [{ id: 2001, count: 100 }], progress: 0, status: 'open' },
    { id: 3, kind: 'inviteeDeposits', target: 50_000, award: [{ id: 2001, count: 500 }], progress: 23_333, status: 'open' },
  ],
  ...over,
});

const agent = (over: Partial<Agent5State> = {}): Agent5State => ({
  instanceId: 7, qualifyingDeposit: 10_000, validInvites: 1, invited: 2,
  invitees: [
    { nickname: 'friend2', registeredAt: 2, status: 'noMobile', deposits: 10_000, commission: 500 },
    { nickname: 'friend1', registeredAt: 1, status: 'valid', deposits: 23_333, commission: 1_166 },
  ],
  tiers: [
    { id: 1, invites: 1, award: [{ id: 2001, count: 1_000, betRate: 1 }], status: 'claimable' },
    { id: 2, invites: 5, award: [{ id: 2001, count: 6_000, betRate: 1 }], status: 'locked' },
  ],
  commission: { basisPoints: 500, claimable: 1_166, waiting: 500, claimed: 0, minClaim: 100, betRate: 1, canClaim: true },
  tasks: tasks(),
  ...over,
});

const logLine = (i: number): Agent5LogEntry => ({ kind: 'commission', at: Date.parse('2031-03-10T02:00:00Z') - i, amount: 500, invitee: `friend${i}`, deposit: 10_000, status: 'waiting' });
const balances = { coin: 5_000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
const renderPage = () => renderRoute(<Agent5Page />, { path: '/activity/agent5' });

describe('Agent5Page', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0, mobile: '9171234567' });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
    vi.unstubAllGlobals();
  });

  it('shows the invitees, the commission, the tiers, the tasks and the log; claims the commission and a tier', async () => {
    let state = agent();
    const server = stubServer({
      appAgent5User: () => ({ ...ok, ...state }),
      appAgent5UserLog: (body) => ({ ...ok, list: body.page === 1 ? Array.from({ length: 20 }, (_, i) => logLine(i)) : [logLine(20)], total: 21, page: body.page, pageSize: 20 }),
      shortUrl: { ...ok, shortCode: 'abc', shortUrl: '/s/abc', target: '/register?outValue=X' },
      appAgent5UserReceive: () => {
        state = agent({ commission: { ...state.commission, claimable: 0, claimed: 1_166, canClaim: false } });
        return { ...ok, ...balances, coin: 1_166, amount: 1_166, state, propList: [{ id: 2001, count: 1_166, betRate: 1 }] };
      },
      appAgent5UserInviteValidReceive: () => {
        state = agent({ ...state, tiers: state.tiers.map((tier) => (tier.id === 1 ? { ...tier, status: 'claimed' as const } : tier)) });
        return { ...ok, ...balances, coin: 2_166, state, propList: state.tiers[0]!.award };
      },
    });
    renderPage();
    expect(screen.getByTestId('agent5-loading')).toBeTruthy();
    expect((await screen.findByTestId('agent5-valid-invites')).textContent).toBe('1');
    expect(screen.getByTestId('agent5-commission-claimable').textContent).toBe('11.66');
    expect(screen.getByTestId('agent5-commission-waiting').textContent).toBe('5.00');
    expect(screen.getByText('5% of every deposit your valid invitees make')).toBeTruthy();
    expect(screen.getAllByTestId('agent5-invitee').map((row) => row.getAttribute('data-status'))).toEqual(['noMobile', 'valid']);
    expect(screen.getByTestId('agent5-tier-2').textContent).toContain('1/5');
    expect(within(screen.getByTestId('agent5-task-3')).getByText('233.33 / 500.00')).toBeTruthy();
    expect(screen.getByTestId('agent5-rules').getAttribute('href')).toBe('/rule/agent5');

    expect(await screen.findAllByTestId('agent5-log-line')).toHaveLength(20);
    await userEvent.click(screen.getByTestId('agent5-log-more'));
    await waitFor(() => expect(screen.getAllByTestId('agent5-log-line')).toHaveLength(21));
    expect(screen.queryByTestId('agent5-log-more')).toBeNull();

    await userEvent.click(screen.getByTestId('agent5-commission-receive'));
    await waitFor(() => expect(screen.getByTestId('agent5-commission-claimed').textContent).toBe('11.66'));
    expect((screen.getByTestId('agent5-commission-receive') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(1_166));

    await userEvent.click(screen.getByTestId('agent5-tier-1-receive'));
    await waitFor(() => expect(screen.getByTestId('agent5-tier-1').getAttribute('data-status')).toBe('claimed'));
    expect(server.calls.filter((c) => c.url.endsWith('/appAgent5UserReceive'))).toHaveLength(1);
    expect(server.calls.filter((c) => c.url.endsWith('/appAgent5UserInviteValidReceive')).map((c) => c.body.tierId)).toEqual([1]);
  });

  it('copies the invite link, records today\'s share and then claims the share task', async () => {
    let current = tasks();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    vi.stubGlobal('isSecureContext', true);
    const server = stubServer({
      appAgent5User: () => ({ ...ok, ...agent({ tasks: current }) }),
      appAgent5UserLog: { ...ok, list: [], total: 0, page: 1, pageSize: 20 },
      shortUrl: { ...ok, shortCode: 'abc', shortUrl: '/s/abc', target: '/register?outValue=X' },
      appProxyUser4TaskUserShare: () => {
        current = tasks({ sharedToday: true, tasks: current.tasks.map((task) => (task.id === 1 ? { ...task, progress: 1, status: 'claimable' as const } : task)) });
        return { ...ok, ...current };
      },
      appProxyUser4TaskUserReceive: () => {
        current = tasks({ sharedToday: true, tasks: current.tasks.map((task) => (task.id === 1 ? { ...task, progress: 1, status: 'claimed' as const } : task)) });
        return { ...ok, ...balances, tasks: current, propList: [{ id: 2001, count: 100 }] };
      },
    });
    renderPage();
    expect(await screen.findByTestId('agent5-log-empty')).toBeTruthy();
    expect((await screen.findByTestId('agent5-link')).textContent).toBe(`${window.location.origin}/s/abc`);
    await userEvent.click(screen.getByTestId('agent5-task-1-share'));
    await waitFor(() => expect(screen.getByTestId('agent5-task-1').getAttribute('data-status')).toBe('claimable'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/abc`);
    expect(server.calls.find((c) => c.url.endsWith('/appProxyUser4TaskUserShare'))?.body.via).toBe('copy');
    await userEvent.click(screen.getByTestId('agent5-task-1-receive'));
    await waitFor(() => expect(screen.getByTestId('agent5-task-1').getAttribute('data-status')).toBe('claimed'));
  });

  it('sends a player without a bound mobile to /bind to share (the desktop keeps it in its layout)', async () => {
    useUserStore.getState().signIn({ ...useUserStore.getState().user!, mobile: '' }, 'tok');
    const server = stubServer({
      appAgent5User: { ...ok, ...agent({ invitees: [], validInvites: 0, invited: 0 }) },
      appAgent5UserLog: { ...ok, list: [], total: 0, page: 1, pageSize: 20 },
    });
    const view = renderPage();
    expect(await screen.findByTestId('agent5-invitees-empty')).toBeTruthy();
    expect(screen.getByTestId('agent5-need-mobile')).toBeTruthy();
    expect(screen.getByTestId('agent5-bind').getAttribute('href')).toBe('/bind');
    expect(screen.getByTestId('agent5-task-1-share').textContent).toBe('Bind mobile to share');
    await userEvent.click(screen.getByTestId('agent5-task-1-share'));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(server.calls.some((c) => c.url.endsWith('/appProxyUser4TaskUserShare'))).toBe(false);
    view.unmount();
    setPlatform(Platform.Desktop);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Agent programme');
    expect((await screen.findByTestId('agent5-bind')).getAttribute('href')).toBe('/lobby/bind');
  });

  it('shows the error state with a retry, and its own words for 1005', async () => {
    let fail = true;
    stubServer({
      appAgent5User: () => (fail ? { code: 200, errcode: 1001, msg: 'none' } : { ...ok, ...agent() }),
      appAgent5UserLog: { ...ok, list: [], total: 0, page: 1, pageSize: 20 },
      shortUrl: { ...ok, shortCode: 'abc', shortUrl: '/s/abc', target: '/register' },
      appAgent5UserReceive: { code: 200, errcode: 1005, msg: 'nothing' },
    });
    renderPage();
    expect(await screen.findByTestId('agent5-error')).toBeTruthy();
    fail = false;
    await userEvent.click(within(screen.getByTestId('agent5-error')).getByRole('button'));
    await userEvent.click(await screen.findByTestId('agent5-commission-receive'));
    expect(await screen.findByText('Not yet: the condition is not met.')).toBeTruthy();
  });
});

describe('§2 and §5 rules for agent5 in the lobby', () => {
  it('leads the featured agent entry to agent5 first, then agentCount, then agent', () => {
    const agentEntry = (ids: number[]) => featuredEntries(ids).find((entry) => entry.kind === 'agent')?.to;
    expect(agentEntry([ActivityType.Agent, ActivityType.AgentCount, ActivityType.Agent5])).toBe('/activity/agent5');
    expect(agentEntry([ActivityType.Agent, ActivityType.AgentCount])).toBe('/activity/agentCount');
    expect(agentEntry([ActivityType.Agent])).toBe('/activity/agent');
    expect(featuredEntries([ActivityType.Tasks]).map((entry) => entry.kind)).toContain('deposit');
  });

  it('hides agent5 banners while agent5 is not in the player\'s activity map', () => {
    const ad = (id: number, clickAction: number) => ({ id, sort: id, clickType: 1, clickAction });
    const banners = [ad(1, ActivityType.Agent5), ad(2, ActivityType.AgentCount), { id: 3, sort: 3, clickType: 3, clickAction: 0, activityType: ActivityType.Agent5 }];
    expect(visibleBanners(banners, { mobileBound: true, activeActivityIds: [ActivityType.AgentCount] }).map((b) => b.id)).toEqual([2]);
    expect(visibleBanners(banners, { mobileBound: true, activeActivityIds: new Set([ActivityType.Agent5]) }).map((b) => b.id)).toEqual([1, 2, 3]);
  });
});
