import { TaskType } from '@casino/contract';
import type { TaskEntry } from '@casino/contract';
import { startPath } from '../../games/index.ts';
import { walletPaths } from '../../wallet/index.ts';

/** What a task's Go button does: open a screen of the app, or open an outside address (and record the visit). */
export type TaskAction = { kind: 'route'; to: string } | { kind: 'visit'; href: string };

const PLAY = new Set<number>([TaskType.PlayTiger, TaskType.PlayGame]);
const PAY = new Set<number>([TaskType.FirstPay, TaskType.TodayPay]);

/** A follow or share address with `{link}` (the app's own address) filled in. */
export function visitAddress(url: string, appAddress: string): string {
  return url.split('{link}').join(encodeURIComponent(appAddress));
}

/**
 * Where a task is done: logging in and binding on /bind, playing in the game (the lobby for any
 * game), paying on the deposit page, shopping on the points page, following and sharing at the
 * task's address. Null when there is nowhere to go.
 */
export function taskAction(task: Pick<TaskEntry, 'type' | 'gameId' | 'url'>, appAddress: string): TaskAction | null {
  if (task.type === TaskType.Login || task.type === TaskType.Bind) return { kind: 'route', to: '/bind' };
  if (PLAY.has(task.type)) return { kind: 'route', to: task.gameId !== null ? startPath(task.gameId) : '/lobby/home' };
  if (PAY.has(task.type)) return { kind: 'route', to: walletPaths().deposit };
  if (task.type === TaskType.Shop) return { kind: 'route', to: walletPaths().points };
  if (task.url) return { kind: 'visit', href: visitAddress(task.url, appAddress) };
  return null;
}
