import { TaskType } from '@casino/contract';
import { defineModule } from '../../platform/module.ts';
import { seedTasks } from './definitions.ts';
import type { TasksFace } from './index.ts';
import { tasksExportPart } from './player-data.ts';
import { countDeposit, countRegistration, progressConsumer } from './progress.ts';
import { registerTaskCalls } from './routes.ts';
import { createTasksService } from './service.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    tasks: TasksFace;
  }
}

/** How often the progress from bets and points exchanges catches up with the transfer feed. */
const PROGRESS_INTERVAL_SECONDS = 5;

/**
 * Tasks: definitions seeded one per §9 type, progress from events and the transfer feed, the
 * task user and award calls, and the hasTask red dot. ('play': the game of a round, for PlayTiger.)
 */
export const tasksModule = defineModule({
  name: 'tasks',
  needs: ['wallet', 'rewards', 'red-dots', 'play', 'accounts'],
  seed: (db) => seedTasks(db),
  create(ctx, needs): TasksFace {
    const tasks = createTasksService({ db: ctx.db, clock: ctx.clock, wallet: needs.wallet, rewards: needs.rewards, events: ctx.events });
    needs['red-dots'].addPart(async (q, playerId) => ({ hasTask: await tasks.hasAwardWaiting(q, playerId) }));
    needs.accounts.addExportPart('tasks', tasksExportPart);
    const consumer = progressConsumer(tasks.countAll);
    return {
      ...tasks,
      progressJob: (intervalSeconds) => ({ ...needs.wallet.transferFeed.job(consumer, intervalSeconds), name: 'tasks.progress' }),
    };
  },
  routes(tasks, { router }) {
    registerTaskCalls(router, tasks);
  },
  jobs: (tasks) => [tasks.progressJob(PROGRESS_INTERVAL_SECONDS)],
  subscribe(tasks, on) {
    // Each in the publisher's transaction: the progress commits with the login, binding or deposit.
    on('playerLoggedIn', (tx, e) => tasks.count(tx, { playerId: e.playerId, at: e.at, match: { type: TaskType.Login } }).then(() => undefined));
    on('playerRegistered', (tx, e) => countRegistration(tasks.count, tx, e));
    on('playerPhoneBound', (tx, e) => tasks.count(tx, { playerId: e.playerId, at: e.at, match: { type: TaskType.Bind } }).then(() => undefined));
    on('depositCredited', (tx, e) => countDeposit(tasks.count, tx, e));
  },
});
