import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HouseGame, ItemId, TaskErrcode, TaskType } from '@casino/contract';
import type { TaskEntry } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer, networkDown } from '../../wallet/testing.ts';
import TasksPage from './TasksPage.tsx';

const RESET_AT = Date.UTC(2030, 0, 1, 16, 0, 0);

function entry(type: number, changes: Partial<TaskEntry> = {}): TaskEntry {
  return {
    id: 100 + type, type, title: `Task ${type}`, target: 1, progress: 0, status: 'open',
    items: [{ id: ItemId.Coin, count: 200, betRate: 1 }], daily: true, resetAt: RESET_AT, gameId: null, url: null, ...changes,
  };
}

const tiger = (changes: Partial<TaskEntry> = {}) => entry(TaskType.PlayTiger, { title: 'Spin Lucky Tiger today', gameId: HouseGame.LuckyTiger, ...changes });
const follow = (changes: Partial<TaskEntry> = {}) => entry(TaskType.FollowFacebook, { title: 'Follow us', daily: false, resetAt: null, url: 'https://www.facebook.com/', ...changes });

/** A server holding one player's tasks; receiving marks the task received and credits its coins. */
function taskServer(tasks: TaskEntry[], coin = 1_000) {
  const state = { tasks, coin, reads: 0 };
  const user = () => ({
    ...ok, achieveNum: state.tasks.filter((t) => t.status !== 'open').length, achieveData: '{}', taskData: '{}',
    canReceiveTaskAward: state.tasks.some((t) => t.status === 'completed'), tasks: state.tasks,
  });
  return {
    state,
    replies: {
      getTaskUser: () => {
        state.reads += 1;
        return user();
      },
      receiveTaskAward: (body: Record<string, unknown>) => {
        const task = state.tasks.find((t) => t.id === body.taskId)!;
        if (task.status !== 'completed') return { code: 200, errcode: task.status === 'received' ? TaskErrcode.AlreadyReceived : TaskErrcode.NotCompleted, msg: 'no' };
        task.status = 'received';
        state.coin += task.items[0]!.count;
        return { ...ok, taskId: task.id, items: task.items, claimId: 7, coin: state.coin, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 0 };
      },
      taskVisit: (body: Record<string, unknown>) => {
        const task = state.tasks.find((t) => t.id === body.taskId)!;
        Object.assign(task, { status: 'completed', progress: 1 });
        return { ...ok, task };
      },
      getRedDots: { ...ok, hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
    },
  };
}

const renderPage = (at = '/profile/task') => renderRoute(<TasksPage />, { path: at.startsWith('/lobby') ? '/lobby/task' : '/profile/task', at });

describe('TasksPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 1_000 });
  });
  afterEach(() => clearSession());

  it('lists each task with its reward, progress and a way to do it', async () => {
    stubServer(taskServer([tiger(), entry(TaskType.TodayPay, { target: 50_000, progress: 20_000 }), follow()]).replies);
    renderPage();
    expect(screen.getByTestId('tasks-loading')).toBeTruthy();
    const card = await screen.findByTestId('task-103');
    expect(card.getAttribute('data-status')).toBe('open');
    expect(screen.getByTestId('task-reward-103').textContent).toBe('2.00 coins');
    expect(screen.getByTestId('task-progress-103').textContent).toBe('0 / 1');
    expect(screen.getByTestId('task-progress-114').textContent).toBe('200.00 / 500.00');
    expect(screen.getByTestId('task-go-103').getAttribute('href')).toBe('/start?gameId=1');
    expect(screen.getByTestId('task-go-114').getAttribute('href')).toBe('/lobby/wallets/deposit');
    const go = screen.getByTestId('task-go-104');
    expect(go.getAttribute('href')).toBe('https://www.facebook.com/');
    expect(go.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('tasks-reset').textContent).toMatch(/midnight Philippine time/);
  });

  it('records the visit when a follow task\'s address opens', async () => {
    const server = taskServer([follow()]);
    const stub = stubServer(server.replies);
    renderPage();
    const go = await screen.findByTestId('task-go-104');
    // The browser opens the address in a new tab; the test only sees the click.
    go.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(go);
    await waitFor(() => expect(stub.calls.some((c) => c.url.endsWith('/taskVisit') && c.body.taskId === 104)).toBe(true));
    expect(await screen.findByTestId('task-receive-104')).toBeTruthy();
  });

  it('receives a completed task once however often it is tapped, applies the balances and reads the list again', async () => {
    const server = taskServer([tiger({ status: 'completed', progress: 1 })]);
    const stub = stubServer(server.replies);
    renderPage('/lobby/task');
    const button = await screen.findByTestId('task-receive-103');
    const readsBefore = server.state.reads;
    await userEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByText('Received 2.00 coins.')).toBeTruthy();
    expect(await screen.findByTestId('task-received-103')).toBeTruthy();
    expect(stub.calls.filter((c) => c.url.endsWith('/receiveTaskAward'))).toHaveLength(1);
    expect(useUserStore.getState().user?.coin).toBe(1_200);
    expect(server.state.reads).toBeGreaterThan(readsBefore);
  });

  it('says why a claim failed and shows the list as it stands', async () => {
    const server = taskServer([tiger({ status: 'completed', progress: 1 })]);
    stubServer({
      ...server.replies,
      receiveTaskAward: () => {
        server.state.tasks[0]!.status = 'received';
        return { code: 200, errcode: TaskErrcode.AlreadyReceived, msg: 'received' };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('task-receive-103'));
    expect(await screen.findByText('You have already received this reward.')).toBeTruthy();
    expect(await screen.findByTestId('task-received-103')).toBeTruthy();
    expect(useUserStore.getState().user?.coin).toBe(1_000);
  });

  it('shows an empty list, and a failed load with a way to try again', async () => {
    stubServer({ getTaskUser: networkDown });
    renderPage();
    const error = await screen.findByTestId('tasks-error');
    expect(error.textContent).toContain('Could not load your tasks.');
    stubServer(taskServer([]).replies);
    await userEvent.click(screen.getByTestId('tasks-error-retry'));
    expect(await screen.findByTestId('tasks-empty')).toBeTruthy();
  });
});
