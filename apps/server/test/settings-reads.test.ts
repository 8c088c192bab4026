import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType } from '@casino/contract';
import type { AppConfig } from '@casino/contract';
import type { Db, QueryOptions } from '../src/platform/db.ts';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { opCall, signedInOperator } from './operators-helper.ts';

/**
 * The player's home calls read the operator-edited settings tables once per settings revision
 * (platform/settings-cache.ts), and an edit, from the console or in SQL, shows at the next call.
 */

let app: TestApp;
let player: RegisteredPlayer;
let original: Db['query'];
const statements: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  // The jobs read some of these tables on timers of their own: stopped, only the calls' statements are counted.
  await app.jobs.stop();
  player = await registerPlayer(app);
  original = app.db.query.bind(app.db) as Db['query'];
  const query = original;
  app.db.query = <T,>(sql: string, params?: unknown[], options?: QueryOptions) => {
    statements.push(sql);
    return query<T>(sql, params, options);
  };
});
afterAll(async () => {
  app.db.query = original;
  await app.dispose();
});

const REVISION_SQL = 'SELECT version FROM settings_revision';
const SETTINGS_TABLES = ['promotion_instances', 'vip_levels', 'prop_configs', 'site_settings', 'lobby_banners', 'lobby_notices', 'lobby_videos', 'customer_services'];
const readsOf = (sqls: readonly string[]) => ({
  revision: sqls.filter((sql) => sql === REVISION_SQL).length,
  tables: SETTINGS_TABLES.filter((table) => sqls.some((sql) => new RegExp(`\\bFROM ${table}\\b`).test(sql))),
});

type Config = AppConfig & { code: number; errcode: number };
const appConfig = async () => (await call(app, 'appConfig', {})) as Config;
const HOME_CALLS = ['appConfig', 'getAfterLoginInfoWeb', 'getRedDots', 'getActivityIds'] as const;
const homeCall = (name: (typeof HOME_CALLS)[number]) => (name === 'appConfig' ? call(app, name, {}) : call(app, name, {}, player.token));

describe('the home calls once the settings are loaded', () => {
  it.each(HOME_CALLS)('%s reads none of the settings tables, and the revision once', async (name) => {
    expect(await homeCall(name)).toMatchObject({ code: 200, errcode: 0 });
    statements.length = 0;
    expect(await homeCall(name)).toMatchObject({ code: 200, errcode: 0 });
    expect(readsOf(statements)).toEqual({ revision: 1, tables: [] });
  });
});

describe('an edit shows at the next call', () => {
  it('a banner and the support address changed in the console', async () => {
    const marketing = await signedInOperator(app, 'marketing');
    const admin = await signedInOperator(app, 'admin');
    await appConfig();
    const created = await opCall(app, 'bannerCreate', {
      clickType: 3, clickAction: 0, url: 'https://promo.example/cached', activityType: null, imgUrl: '/media/custom/cached.png', title: 'Cached', sort: 0, enabled: true,
    }, marketing.cookie);
    const id = created.item?.id as number;
    expect((await appConfig()).appLobbyAdConfigList.find((b) => b.id === id)).toMatchObject({ url: 'https://promo.example/cached' });
    await opCall(app, 'bannerUpdate', { id, enabled: false }, marketing.cookie);
    expect((await appConfig()).appLobbyAdConfigList.some((b) => b.id === id)).toBe(false);

    expect(await opCall(app, 'siteSettingsUpdate', { supportEmail: 'help@cached.example' }, admin.cookie)).toMatchObject({ errcode: 0 });
    expect((await appConfig()).site.supportEmail).toBe('help@cached.example');
  });

  it('an activity switched off and on in the console', async () => {
    const marketing = await signedInOperator(app, 'marketing');
    const ids = async () => ((await call(app, 'getActivityIds', {}, player.token)) as { activityIds: number[] }).activityIds;
    const { rows } = await app.db.query<{ id: number }>("SELECT id FROM promotion_instances WHERE seed_key = 'default:39'");
    const id = Number(rows[0]!.id);
    expect(await ids()).toContain(ActivityType.FirstCharge);
    expect(await opCall(app, 'promotionUpdate', { id, enabled: false }, marketing.cookie)).toMatchObject({ errcode: 0 });
    expect(await ids()).not.toContain(ActivityType.FirstCharge);
    expect(await opCall(app, 'promotionUpdate', { id, enabled: true }, marketing.cookie)).toMatchObject({ errcode: 0 });
    expect(await ids()).toContain(ActivityType.FirstCharge);
  });

  it('a VIP level and a prop changed in SQL', async () => {
    const before = await appConfig();
    await app.db.query('UPDATE vip_levels SET bet_amount = bet_amount + 1 WHERE level = 1');
    await app.db.query('UPDATE prop_configs SET num = num + 1 WHERE prop_id = 1201');
    const after = await appConfig();
    const threshold = (config: Config) => config.appUserLevelConfigList.find((l) => l.level === 1)!.betAmount;
    expect(threshold(after)).toBe(threshold(before) + 1);
    expect(after.appPropConfigMap['1201']!.num).toBe(before.appPropConfigMap['1201']!.num + 1);
  });
});
