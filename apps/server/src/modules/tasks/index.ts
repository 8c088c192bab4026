/**
 * tasks: §3 task user and the 17 task types of §9. Progress is counted from what happened:
 * logins and registrations, phone binding and credited deposits (events), bets and points
 * exchanges (the wallet's transfer feed), and visits to the follow and share addresses through
 * the app (taskVisit). Daily tasks start again at midnight Philippine time. An award is granted
 * once per task and period through the rewards module. Sets the hasTask red dot.
 * Decisions: docs/decisions/057-tasks.md.
 */
import type { Job } from '../../platform/jobs.ts';
import type { TasksService } from './service.ts';

export type TasksFace = TasksService & {
  /** The transfer feed's consumer tasks.progress as a background job (bets, points exchanges). */
  progressJob(intervalSeconds: number): Job;
};
export type { TaskUser, ReceivedAward, TaskEvent } from './service.ts';
export type { TaskDefinition } from './definitions.ts';
