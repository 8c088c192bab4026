import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentCountState, AgentDraw } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import AgentCountPage from './AgentCountPage.tsx';

const coin = (count: number) => ({ id: 2001, count, betRate: 1 });
const state = (over: Partial<AgentCountState> = {}): AgentCountState => ({
  instanceId: 9, qualifyingDeposit: 10_000, invitesPerCard: 1, invitesPerChance: 2, inviteCount: 3, qualifiedCount: 2,
  cards: { earned: 2, scratched: 0, left: 2 }, chances: { earned: 1, used: 0, left: 1 },
  scratchPrizes: [{ items: [coin(100)], chance: 7_500 }, { items: [coin(500)], chance: 2_500 }],
  lotteryPrizes: [{ items: [coin(200)], chance: 10_000 }],
  awards: [{ id: 1, inviteCount: 2, award: [coin(1_000)], status: 'ready' }, { id: 2, inviteCount: 5, award: [coin(5_000)], status: 'locked' }],
  draws: [],
  ...over,
});
const draw = (over: Partial<AgentDraw> = {}): AgentDraw => ({
  kind: 'scratch', ordinal: 1, prize: [coin(500)], seedId: 3, nonce: 4, serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed', weights: [3, 1], index: 1, at: Date.parse('2031-05-02T02:00:00Z'), ...over,
});
const balances = { coin: 1_500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
const rows = {
  ...ok, total: 2, page: 1, pageSize: 10,
  rows: [
    { playerId: 21, nickname: 'Dee', registeredAt: 0, mobileBound: true, totalRecharge: 10_000, validBets: 5_000, qualified: true, reason: null },
    { playerId: 22, nickname: 'Eli', registeredAt: 0, mobileBound: false, totalRecharge: 0, validBets: 0, qualified: false, reason: 'noMobile' },
  ],
};
const renderPage = () => renderRoute(<AgentCountPage />, { path: '/activity/agentCount' });

describe('AgentCountPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 1_000, mobile: '9171234567' });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows the counts, scratches a card to its prize, draws the lottery and claims an award, each once', async () => {
    let current = state();
    const server = stubServer({
      agent4Data: () => ({ ...ok, ...current }),
      agent4InviteRows: rows,
      shortUrl: { ...ok, shortCode: 'abc', shortUrl: '/s/abc', target: '/register' },
      agent4Scratch: () => {
        const made = draw();
        current = state({ cards: { earned: 2, scratched: 1, left: 1 }, draws: [made] });
        return { ...ok, ...balances, state: current, draw: made, propList: made.prize };
      },
      agent4Lottery: () => {
        const made = draw({ kind: 'lottery', prize: [coin(200)], weights: [1], index: 0 });
        current = state({ ...current, chances: { earned: 1, used: 1, left: 0 }, draws: [made, ...current.draws] });
        return { ...ok, ...balances, state: current, draw: made, propList: made.prize };
      },
      agent4Award: (body) => {
        expect(body.id).toBe(1);
        current = state({ ...current, awards: [{ ...current.awards[0]!, status: 'claimed' }, current.awards[1]!] });
        return { ...ok, ...balances, coin: 2_500, state: current, propList: [coin(1_000)] };
      },
    });
    renderPage();
    expect(screen.getByTestId('agent-count-loading')).toBeTruthy();
    expect((await screen.findByTestId('agent-count-qualified')).textContent).toBe('2');
    expect(screen.getByTestId('agent-count-invited').textContent).toBe('3');
    expect(screen.getByTestId('agent-count-cards').textContent).toBe('2 of 2 left');
    expect(screen.getByTestId('agent-count-card').getAttribute('data-state')).toBe('covered');
    expect(await screen.findByTestId('agent-count-row-22')).toBeTruthy();
    expect(screen.getByTestId('agent-count-row-22').textContent).toContain('No mobile bound');
    expect(screen.getByTestId('agent-count-draws-empty')).toBeTruthy();

    await userEvent.click(screen.getByTestId('agent-count-scratch'));
    await waitFor(() => expect(screen.getByTestId('agent-count-card').getAttribute('data-state')).toBe('revealed'));
    expect(screen.getByTestId('agent-count-card-prize').textContent).toBe('You won 5.00 coins (1× turnover)');
    expect(screen.getByTestId('agent-count-cards').textContent).toBe('1 of 2 left');
    const verify = screen.getByText('Verify').getAttribute('href')!;
    expect(verify).toContain('kind=draw');
    expect(verify).toContain('weights=3%2C1');
    expect(verify).toContain('index=1');
    // The next card starts covered again.
    await userEvent.click(screen.getByTestId('agent-count-next-card'));
    expect(screen.getByTestId('agent-count-card').getAttribute('data-state')).toBe('covered');

    await userEvent.click(screen.getByTestId('agent-count-draw'));
    expect((await screen.findByTestId('agent-count-drawn')).textContent).toBe('You won 2.00 coins (1× turnover)');
    expect((screen.getByTestId('agent-count-draw') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByTestId('agent-count-award-1-claim'));
    await waitFor(() => expect(screen.getByTestId('agent-count-award-1').getAttribute('data-status')).toBe('claimed'));
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(2_500));
    for (const name of ['agent4Scratch', 'agent4Lottery', 'agent4Award']) expect(server.calls.filter((c) => c.url.endsWith(`/${name}`))).toHaveLength(1);
  });

  it("says why a scratch is refused, and shows the empty invitees, the desktop heading and the error state", async () => {
    setPlatform(Platform.Desktop);
    let fail = true;
    stubServer({
      agent4Data: () => (fail ? { code: 200, errcode: 1001, msg: 'none' } : { ...ok, ...state({ inviteCount: 0, qualifiedCount: 0 }) }),
      agent4InviteRows: { ...ok, total: 0, page: 1, pageSize: 10, rows: [] },
      shortUrl: { ...ok, shortCode: 'abc', shortUrl: '/s/abc', target: '/register' },
      agent4Scratch: { code: 200, errcode: 1005, msg: 'no card' },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invite and win');
    expect(await screen.findByTestId('agent-count-error')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByTestId('agent-count-error-retry'));
    expect(await screen.findByTestId('agent-count-rows-empty')).toBeTruthy();
    await userEvent.click(screen.getByTestId('agent-count-scratch'));
    expect(await screen.findByText('Not yet: invite more friends who count.')).toBeTruthy();
  });
});
