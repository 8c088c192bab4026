import { z } from 'zod';
import { defineCall } from '../call.ts';
import { Balances } from '../models.ts';
import { RewardItem } from './wallet.ts';

/**
 * Tasks (§3 task user, §9 task types): what a player is asked to do (log in, bind a phone, play,
 * pay, follow, share, shop), their progress counted from what really happened, and the award
 * each grants once per period. Errcodes 3200-3299. Shapes and rules: docs/decisions/057-tasks.md.
 */
export const TaskErrcode = {
  /** receiveTaskAward, taskVisit: no task that is switched on has that id. */
  UnknownTask: 3201,
  /** receiveTaskAward: the task is not completed in its current period (today for a daily task). */
  NotCompleted: 3202,
  /** receiveTaskAward: this period's award was received already. */
  AlreadyReceived: 3203,
  /** taskVisit: the task is not a follow or share task (its progress comes from play, payments ...). */
  NotVisitable: 3204,
} as const;
export type TaskErrcode = (typeof TaskErrcode)[keyof typeof TaskErrcode];

/** Where a task stands in its current period: to do, done (award waiting), award received. */
export const TaskStatuses = ['open', 'completed', 'received'] as const;
export const TaskStatus = z.enum(TaskStatuses);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** The numbers of achieveData (§3): 0 not done, 1 done (award waiting), 2 award received. */
export const TaskAchieve = { Open: 0, Completed: 1, Received: 2 } as const;

/** The FirstPay task's id (100 + type 5): key 105 of taskData is 1 once the first recharge is done (§3). */
export const FIRST_RECHARGE_TASK_ID = 105;

const TaskId = z.number().int().positive().max(2_147_483_647);
const ms = z.number().int().describe('ms since epoch');

/** One task as the task page shows it, in its current period. */
export const TaskEntry = z.object({
  id: z.number().int(),
  /** §9 task type (TaskType): 1 Login ... 17 FollowWhatsapp. */
  type: z.number().int().min(1).max(17),
  title: z.string(),
  /** What completes it: a count (logins, rounds, visits ...) or, for TodayPay, an amount in hundredths. */
  target: z.number().int().positive(),
  /** Counted so far in the current period, at most `target`. */
  progress: z.number().int().min(0),
  status: TaskStatus,
  /** What receiving it grants (§3 reward items: coin 2001 with betRate, points 2002, ...). */
  items: z.array(RewardItem),
  /** A daily task starts again at midnight Philippine time; the others are done once. */
  daily: z.boolean(),
  /** When a daily task starts again (the next Philippine midnight); null for a once task. */
  resetAt: ms.nullable(),
  /** PlayTiger: the game to play. */
  gameId: z.number().int().nullable(),
  /** Follow and share tasks: the address the app opens (`{link}` stands for the app's own address). */
  url: z.string().nullable(),
});
export type TaskEntry = z.infer<typeof TaskEntry>;

export const getTaskUser = defineCall({
  name: 'getTaskUser', anonymous: false,
  summary:
    '§3 task user: achieveNum (tasks completed in their current period), achieveData (JSON text {taskId: 0 open | 1 completed | 2 received}), '
    + 'taskData (JSON text {taskId: progress}; key 105 is 1 once the first recharge is done), canReceiveTaskAward, and the typed task list.',
  body: z.object({}),
  response: z.object({
    achieveNum: z.number().int().min(0),
    achieveData: z.string().describe('JSON text: {"<taskId>": 0 | 1 | 2}'),
    taskData: z.string().describe('JSON text: {"<taskId>": progress}'),
    canReceiveTaskAward: z.boolean(),
    tasks: z.array(TaskEntry),
  }),
});

export const receiveTaskAward = defineCall({
  name: 'receiveTaskAward', anonymous: false,
  summary: "Grants a completed task's award, once per period (3202 not completed, 3203 already received, 3201 unknown task); answers the balances.",
  body: z.object({ taskId: TaskId }),
  response: Balances.extend({
    taskId: z.number().int(),
    /** What was granted. */
    items: z.array(RewardItem),
    /** The reward claim that records it (getRewardClaim). */
    claimId: z.number().int(),
  }),
});

export const taskVisit = defineCall({
  name: 'taskVisit', anonymous: false,
  summary: 'Records that the player opened a follow or share task\'s address through the app, which completes it (3204 for other task types).',
  body: z.object({ taskId: TaskId }),
  response: z.object({ task: TaskEntry }),
});

/** The tasks calls, in the order of the call list (calls/index.ts). */
export const taskCalls = {
  getTaskUser,
  receiveTaskAward,
  taskVisit,
} as const;
