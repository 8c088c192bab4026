import { TaskAchieve, TaskType } from '@casino/contract';
import type { CallResponse, RewardItem, TaskEntry, TaskStatus } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { RewardsFace } from '../rewards/index.ts';
import type { WalletFace } from '../wallet/index.ts';
import { VISITED_TYPES } from './definitions.ts';
import type { TaskDefinition } from './definitions.ts';
import { nextPhilippineMidnight, philippineDate } from './philippine-day.ts';
import { taskRefusal } from './refusals.ts';
import {
  advanceAll, currentProgress, enabledDefinition, enabledDefinitions, hasAwardWaiting, lockProgress, markReceived,
} from './task-store.ts';
import type { ProgressRow, TaskMatch } from './task-store.ts';

export type TaskUser = Omit<CallResponse<'getTaskUser'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;
export type ReceivedAward = Omit<CallResponse<'receiveTaskAward'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

/** Something that happened which counts towards the tasks it matches. */
export interface TaskEvent {
  playerId: number;
  at: Date;
  match: TaskMatch;
  /** 1 for a count; the amount for TodayPay. */
  amount?: number;
}

/** A task's period at `at`: 'once', or the Philippine date for a daily task. */
export const periodOf = (definition: Pick<TaskDefinition, 'period'>, at: Date): string =>
  definition.period === 'once' ? 'once' : philippineDate(at);

const statusOf = (row: ProgressRow | undefined): TaskStatus => {
  if (row?.receivedAt) return 'received';
  if (row?.completedAt) return 'completed';
  return 'open';
};

const ACHIEVE: Record<TaskStatus, number> = { open: TaskAchieve.Open, completed: TaskAchieve.Completed, received: TaskAchieve.Received };

/** How the page sees a task in its current period. */
export function taskEntry(definition: TaskDefinition, row: ProgressRow | undefined, now: Date): TaskEntry {
  const daily = definition.period === 'daily';
  return {
    id: definition.id,
    type: definition.type,
    title: definition.title,
    target: definition.target,
    progress: Math.min(row?.progress ?? 0, definition.target),
    status: statusOf(row),
    items: definition.items,
    daily,
    resetAt: daily ? nextPhilippineMidnight(now).getTime() : null,
    gameId: definition.type === TaskType.PlayTiger ? definition.params.gameId ?? null : null,
    url: VISITED_TYPES.has(definition.type) ? definition.params.url ?? null : null,
  };
}

/** §3 task user from the entries: counts and the JSON texts keyed by task id. */
export function taskUserOf(tasks: readonly TaskEntry[]): TaskUser {
  const achieveData: Record<string, number> = {};
  const taskData: Record<string, number> = {};
  for (const task of tasks) {
    achieveData[task.id] = ACHIEVE[task.status];
    taskData[task.id] = task.progress;
  }
  return {
    achieveNum: tasks.filter((task) => task.status !== 'open').length,
    achieveData: JSON.stringify(achieveData),
    taskData: JSON.stringify(taskData),
    canReceiveTaskAward: tasks.some((task) => task.status === 'completed'),
    tasks: [...tasks],
  };
}

export function createTasksService(deps: {
  db: Db; clock: Clock; wallet: Pick<WalletFace, 'readBalances'>; rewards: Pick<RewardsFace, 'grant'>; events: EventPublisher;
}) {
  const { db, clock, wallet, rewards, events } = deps;

  /**
   * Counts events towards the tasks they match, in the caller's transaction (two statements for
   * any number); publishes tasksProgressed per player moved. Answers the ids of the tasks moved.
   */
  async function countAll(tx: Queryable, taskEvents: readonly TaskEvent[]): Promise<number[]> {
    const moved = await advanceAll(tx, taskEvents.map((e) => ({
      playerId: e.playerId, at: e.at, day: philippineDate(e.at), amount: e.amount ?? 1, match: e.match,
    })));
    const latest = new Map<number, Date>();
    for (const e of taskEvents) {
      const previous = latest.get(e.playerId);
      if (!previous || e.at > previous) latest.set(e.playerId, e.at);
    }
    for (const [playerId, taskIds] of moved) await events.publish(tx, 'tasksProgressed', { playerId, taskIds, at: latest.get(playerId)! });
    return [...moved.values()].flat();
  }

  /** Counts one event towards the tasks it matches; answers the ids of the tasks it moved. */
  const count = (tx: Queryable, event: TaskEvent): Promise<number[]> => countAll(tx, [event]);

  return {
    count,
    countAll,

    /** getTaskUser: every task switched on, in its current period. */
    async taskUser(playerId: number): Promise<TaskUser> {
      const now = clock.now();
      const [definitions, rows] = await Promise.all([enabledDefinitions(db), currentProgress(db, playerId, philippineDate(now))]);
      return taskUserOf(definitions.map((d) => taskEntry(d, rows.find((r) => r.taskId === d.id && r.period === periodOf(d, now)), now)));
    },

    /**
     * receiveTaskAward: grants the award of a task completed in its current period, once. The
     * progress row stays locked until the grant commits, so concurrent claims wait and then find
     * it received; the reward key is unique besides.
     */
    async receive(playerId: number, taskId: number): Promise<ReceivedAward> {
      const granted = await db.transaction(async (tx) => {
        const definition = await enabledDefinition(tx, taskId);
        if (!definition) throw taskRefusal('unknownTask');
        const now = clock.now();
        const period = periodOf(definition, now);
        const row = await lockProgress(tx, playerId, taskId, period);
        if (!row?.completedAt) throw taskRefusal('notCompleted');
        if (row.receivedAt) throw taskRefusal('alreadyReceived');
        const grant = await rewards.grant(tx, {
          playerId, items: definition.items, key: `task:${playerId}:${taskId}:${period}`, source: 'task',
          sourceRef: `${taskId}:${period}`, title: `Task: ${definition.title}`, claimedByPlayer: true,
        });
        await markReceived(tx, playerId, taskId, period, now);
        return { items: definition.items as RewardItem[], claimId: grant.claim.id };
      });
      return { ...(await wallet.readBalances(playerId)), taskId, ...granted };
    },

    /** taskVisit: the player opened a follow or share task's address through the app, which completes it. */
    async visit(playerId: number, taskId: number): Promise<TaskEntry> {
      const definition = await enabledDefinition(db, taskId);
      if (!definition) throw taskRefusal('unknownTask');
      if (!VISITED_TYPES.has(definition.type)) throw taskRefusal('notVisitable');
      const now = clock.now();
      await db.transaction((tx) => count(tx, { playerId, at: now, match: { taskId } }));
      const rows = await currentProgress(db, playerId, philippineDate(now));
      return taskEntry(definition, rows.find((r) => r.taskId === taskId && r.period === periodOf(definition, now)), now);
    },

    /** The task red dot: a completed task whose award waits. */
    hasAwardWaiting: (q: Queryable, playerId: number): Promise<boolean> => hasAwardWaiting(q, playerId, philippineDate(clock.now())),
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
