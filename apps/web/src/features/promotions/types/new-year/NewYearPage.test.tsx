import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HolidayDraw, NewYearItems, NewYearUser } from '@casino/contract';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import NewYearPage from './NewYearPage.tsx';

const draw: HolidayDraw = { seedId: 4, serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'client', nonce: 3, weights: [50, 50], index: 1, award: [{ id: 40003, count: 1 }], at: 0 };
const user = (items: NewYearItems, over: Partial<NewYearUser> = {}): NewYearUser => ({
  instanceId: 8, season: { first: '2031-12-26', last: '2032-01-15' }, today: '2031-12-28', items, activeEarned: items.active, sharedToday: false,
  tasks: [
    { id: 1, kind: 'login', target: 1, award: [{ id: 40001, count: 10 }, { id: 40002, count: 1 }], progress: 1, status: items.box > 0 ? 'received' : 'ready' },
    { id: 2, kind: 'deposit', target: 10_000, award: [{ id: 40002, count: 2 }], progress: 2_500, status: 'open' },
    { id: 3, kind: 'share', target: 1, award: [{ id: 40002, count: 1 }], progress: 0, status: 'open' },
  ],
  box: [{ award: [{ id: 2001, count: 100, betRate: 1 }], weight: 50, chance: 5_000 }, { award: [{ id: 40003, count: 1 }], weight: 50, chance: 5_000 }],
  lottery: [{ award: [{ id: 2001, count: 1_000, betRate: 1 }], weight: 1, chance: 10_000 }],
  extras: [{ id: 1, active: 50, fireworks: 0, award: [{ id: 2001, count: 500, betRate: 1 }], status: 'locked' }],
  draws: [], nextDayAt: 0, ...over,
});
const balances = { coin: 0, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };
const none = { active: 0, box: 0, lottery: 0, firework: 0 };
const renderPage = () => renderRoute(<NewYearPage />, { path: '/activity/newYear' });
const count = (key: string) => screen.getByTestId(`newyear-item-${key}`).dataset.count;

describe('NewYearPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0 });
  });
  afterEach(() => clearSession());

  it('receives a task, opens a box, and the item counts change', async () => {
    let state = user(none);
    stubServer({
      appNewYearUser: () => ({ ...ok, ...state }),
      appNewYearUserReceiveTask: () => { state = user({ ...none, active: 10, box: 1 }); return { ...ok, ...balances, user: state, propList: state.tasks[0]!.award }; },
      appNewYearUserBoxOpen: () => {
        state = user({ ...none, active: 10, lottery: 1 }, { draws: [{ ...draw, kind: 'box', serverSeed: 'cd'.repeat(32) }] });
        return { ...ok, ...balances, user: state, propList: draw.award, draw };
      },
    });
    renderPage();
    expect(screen.getByTestId('newyear-loading')).toBeTruthy();
    await screen.findByTestId('newyear-items');
    expect(count('box')).toBe('0');
    expect((screen.getByTestId('newyear-open-box') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('newyear-task-2').textContent).toContain('25.00 / 100.00');
    await userEvent.click(screen.getByTestId('newyear-task-receive-1'));
    await screen.findByText('Received');
    expect(count('box')).toBe('1');
    expect(count('active')).toBe('10');
    await userEvent.click(screen.getByTestId('newyear-open-box'));
    expect((await screen.findByTestId('newyear-draw')).textContent).toContain('1 × item 40003');
    expect(count('box')).toBe('0');
    expect(count('lottery')).toBe('1');
    expect(screen.getByTestId('newyear-draws').textContent).toContain('Box');
    // A draw of a rotated pair links to the verify page with its revealed seed.
    expect(screen.getByTestId('newyear-draws').querySelector('a')!.getAttribute('href')).toContain(`serverSeed=${'cd'.repeat(32)}`);
  });

  it('records a share and shows its own text for 1005', async () => {
    let state = user(none);
    const server = stubServer({
      appNewYearUser: () => ({ ...ok, ...state }),
      appNewYearUserShare: () => {
        const shared = user(none, { sharedToday: true });
        state = { ...shared, tasks: shared.tasks.map((task) => (task.kind === 'share' ? { ...task, progress: 1, status: 'ready' as const } : task)) };
        return { ...ok, user: state };
      },
      appNewYearUserReceiveTask: { code: 200, errcode: 1005, msg: 'not done' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('newyear-share'));
    await waitFor(() => expect(server.calls.filter((c) => c.url.endsWith('/appNewYearUserShare'))).toHaveLength(1));
    expect(await screen.findByTestId('newyear-task-receive-3')).toBeTruthy();
    await userEvent.click(screen.getByTestId('newyear-task-receive-1'));
    expect(await screen.findByText('Not yet: complete the task, or get a box or ticket first.')).toBeTruthy();
  });

  it('shows the error state before the season (1002)', async () => {
    stubServer({ appNewYearUser: { code: 200, errcode: 1002, msg: 'not started' } });
    renderPage();
    expect(await screen.findByTestId('newyear-error')).toBeTruthy();
  });
});
