import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { TasksFace } from './index.ts';

/** The task user, receiving an award, and the visit that completes a follow or share task. */
export function registerTaskCalls(router: CallRouter, tasks: TasksFace): void {
  router.player(calls.getTaskUser, (_input, ctx) => tasks.taskUser(ctx.session.playerId));
  router.player(calls.receiveTaskAward, (input, ctx) => tasks.receive(ctx.session.playerId, input.taskId));
  router.player(calls.taskVisit, async (input, ctx) => ({ task: await tasks.visit(ctx.session.playerId, input.taskId) }));
}
