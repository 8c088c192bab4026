import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityType } from '@casino/contract';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { activityIds, addInstance, switchAllOff } from './promotions-helper.ts';

/**
 * Notice (activity 25): an instance whose entry opens a lobby notice (activityMap url
 * /notice/detail/{id}), listed like any activity by its schedule and sort. Seeded switched off
 * until an operator names the notice.
 */

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const addNotice = (noticeId: unknown, over: Parameters<typeof addInstance>[1] = {}) =>
  addInstance(app, { type: ActivityType.Notice, title: 'Weekend news', rules: '', sort: 60, settings: { noticeId }, ...over });

describe('notice activity', () => {
  it('is seeded switched off', async () => {
    const { rows } = await app.db.query<{ enabled: boolean }>("SELECT enabled FROM promotion_instances WHERE seed_key = 'default:25'");
    expect(rows.map((r) => r.enabled)).toEqual([false]);
  });

  describe('running', () => {
    beforeEach(() => switchAllOff(app));

    it('lists the notice the entry opens, in sort order with the others', async () => {
      const notice = await call(app, 'appConfig', { gameListVersion: 0 });
      const firstNotice = (notice.appNoticeConfigList as Array<{ id: number }>)[0]!.id;
      const instanceId = await addNotice(firstNotice);
      const firstCharge = await addInstance(app, { sort: 80 });
      const player = await registerPlayer(app);
      const ids = await activityIds(app, player.token);
      expect(ids.activityIds).toEqual([ActivityType.Notice, ActivityType.FirstCharge]);
      expect(ids.activityMap[String(ActivityType.Notice)]).toMatchObject({ instanceId, title: 'Weekend news', url: `/notice/detail/${firstNotice}` });
      expect(ids.activityMap[String(ActivityType.FirstCharge)]).toMatchObject({ instanceId: firstCharge });
    });

    it('refuses a notice id that is no id, naming the field, and creates nothing', async () => {
      const before = (await app.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_instances')).rows[0]!.n;
      for (const bad of [0, -1, 1.5, '7', null]) {
        await expect(addNotice(bad), String(bad)).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.noticeId: /) });
      }
      expect((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_instances')).rows[0]!.n).toBe(before);
    });
  });
});
