import { describe, expect, it } from 'vitest';
import { HouseGame, TaskType } from '@casino/contract';
import { taskAction, visitAddress } from './task-action.ts';

const APP = 'https://casino.test/lobby/home';
const task = (type: number, extra: { gameId?: number | null; url?: string | null } = {}) => ({ type, gameId: null, url: null, ...extra });

describe('what a task\'s Go button does', () => {
  it('logging in and binding: /bind', () => {
    expect(taskAction(task(TaskType.Login), APP)).toEqual({ kind: 'route', to: '/bind' });
    expect(taskAction(task(TaskType.Bind), APP)).toEqual({ kind: 'route', to: '/bind' });
  });

  it('playing: the task\'s game, or the lobby for any game', () => {
    expect(taskAction(task(TaskType.PlayTiger, { gameId: HouseGame.LuckyTiger }), APP)).toEqual({ kind: 'route', to: '/start?gameId=1' });
    expect(taskAction(task(TaskType.PlayGame), APP)).toEqual({ kind: 'route', to: '/lobby/home' });
  });

  it('paying: the deposit page; shopping: the points page', () => {
    expect(taskAction(task(TaskType.FirstPay), APP)).toEqual({ kind: 'route', to: '/lobby/wallets/deposit' });
    expect(taskAction(task(TaskType.TodayPay), APP)).toEqual({ kind: 'route', to: '/lobby/wallets/deposit' });
    expect(taskAction(task(TaskType.Shop), APP)).toEqual({ kind: 'route', to: '/points' });
  });

  it('following and sharing: the task\'s address, with the app\'s own address filled in', () => {
    expect(taskAction(task(TaskType.FollowFacebook, { url: 'https://www.facebook.com/' }), APP)).toEqual({ kind: 'visit', href: 'https://www.facebook.com/' });
    expect(taskAction(task(TaskType.ShareTwitter, { url: 'https://twitter.com/intent/tweet?url={link}' }), APP))
      .toEqual({ kind: 'visit', href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fcasino.test%2Flobby%2Fhome' });
    // An address the server did not give: nowhere to go.
    expect(taskAction(task(TaskType.ShareYouTube), APP)).toBeNull();
  });

  it('fills every {link}', () => {
    expect(visitAddress('a={link}&b={link}', 'x y')).toBe('a=x%20y&b=x%20y');
  });
});
