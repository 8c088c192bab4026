import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityType, OutLinkSettings, isSafeOutLink } from '@casino/contract';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { activityIds, addInstance, switchAllOff } from './promotions-helper.ts';

/**
 * OutLink (activity 29): an instance whose entry opens an https address (activityMap url), listed
 * like any activity by its schedule and sort; its settings take https addresses only. Seeded
 * switched off, since no address fits every site.
 */

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const addLink = (url: string, over: Parameters<typeof addInstance>[1] = {}) =>
  addInstance(app, { type: ActivityType.OutLink, title: 'Our community', rules: '', sort: 70, settings: { url }, ...over });

describe('out link', () => {
  it('is seeded switched off with an https address', async () => {
    const { rows } = await app.db.query<{ enabled: boolean; settings: unknown }>("SELECT enabled, settings FROM promotion_instances WHERE seed_key = 'default:29'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.enabled).toBe(false);
    expect(OutLinkSettings.safeParse(rows[0]!.settings).success).toBe(true);
    const player = await registerPlayer(app);
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.OutLink);
  });

  describe('running', () => {
    beforeEach(() => switchAllOff(app));

    it('lists the activity with the address its entry opens, by its Philippine schedule', async () => {
      // 2031-09-01 00:00 in Manila is 2031-08-31 16:00 UTC.
      app.clock.set(new Date('2031-08-31T15:59:59.999Z'));
      const instanceId = await addLink('https://community.example.com/join?from=app', { startTime: '2031-09-01T00:00', endTime: '2031-09-02T00:00' });
      const player = await registerPlayer(app);
      expect((await activityIds(app, player.token)).activityIds).toEqual([]);
      app.clock.set(new Date('2031-08-31T16:00:00.000Z'));
      const ids = await activityIds(app, player.token);
      expect(ids.activityIds).toEqual([ActivityType.OutLink]);
      expect(ids.activityMap[String(ActivityType.OutLink)]).toEqual({
        sort: 70, instanceId, title: 'Our community', endTime: Date.parse('2031-09-01T16:00:00.000Z'), hasRules: false, url: 'https://community.example.com/join?from=app',
      });
      app.clock.set(new Date('2031-09-01T16:00:00.000Z'));
      expect((await activityIds(app, player.token)).activityIds).toEqual([]);
    });

    it('refuses any address but https, naming the field, and creates nothing', async () => {
      const before = (await app.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_instances')).rows[0]!.n;
      for (const url of ['http://example.com/', 'javascript:alert(1)', 'https://user:pass@example.com/', '//example.com', '/notice/detail/1', 'ftp://example.com/']) {
        await expect(addLink(url), url).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.url: must be an https address/) });
      }
      expect((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_instances')).rows[0]!.n).toBe(before);
      // Other activities never carry an address.
      await addInstance(app, {});
      const player = await registerPlayer(app);
      const ids = await activityIds(app, player.token);
      expect(ids.activityMap[String(ActivityType.FirstCharge)]).not.toHaveProperty('url');
      expect(await call(app, 'getActivityIds', {}, player.token)).toMatchObject({ errcode: 0 });
    });
  });
});

describe('out link address rule (pure)', () => {
  it('takes https addresses with a host and no credentials', () => {
    expect(isSafeOutLink('https://example.com')).toBe(true);
    expect(isSafeOutLink('HTTPS://Example.com/a?b=1#c')).toBe(true);
    expect(isSafeOutLink('https://')).toBe(false);
    expect(isSafeOutLink('https://a@example.com')).toBe(false);
    expect(isSafeOutLink('data:text/html,hi')).toBe(false);
  });
});
