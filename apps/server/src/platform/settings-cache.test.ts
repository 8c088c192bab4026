import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import type { TestApp } from '../../test/helper.ts';
import type { Queryable, QueryOptions, QueryResult } from './db.ts';
import { createSettingsCache } from './settings-cache.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const REVISION_SQL = 'SELECT version FROM settings_revision';
const revision = async (q: Queryable = app.db): Promise<number> => Number((await q.query<{ version: number }>(REVISION_SQL)).rows[0]!.version);

/** The real database, noting each statement's text; `hold` keeps a statement's answer back until its gate opens. */
function countingDb(db: Queryable) {
  const statements: string[] = [];
  let hold: { sql: string; gate: Promise<void> } | null = null;
  const wrapper = {
    statements,
    holdNext(sql: string): () => void {
      let open!: () => void;
      hold = { sql, gate: new Promise<void>((resolve) => { open = resolve; }) };
      return () => open();
    },
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      statements.push(sql);
      const held = hold?.sql === sql ? hold : null;
      if (held) hold = null;
      const result = await db.query<T>(sql, params, options);
      if (held) await held.gate;
      return result;
    },
    exec: (sql: string) => db.exec(sql),
  };
  return wrapper;
}

/** A load of a statement's rows that counts its calls. */
function countedLoad<T>(sql: string) {
  const counter = {
    calls: 0,
    load: async (q: Queryable): Promise<T[]> => {
      counter.calls += 1;
      return (await q.query<T>(sql)).rows;
    },
  };
  return counter;
}

interface Banner { id: number; title: string }
const bannerLoad = () => countedLoad<Banner>('SELECT id, title FROM lobby_banners WHERE status = 1 ORDER BY id');

describe('settings_revision', () => {
  // Each statement changes rows of one settings table as the console or a seed might.
  const WRITES: Array<{ table: string; statements: string[] }> = [
    { table: 'promotion_instances', statements: ['UPDATE promotion_instances SET sort = sort + 1 WHERE id = (SELECT min(id) FROM promotion_instances)'] },
    { table: 'vip_levels', statements: ["UPDATE vip_levels SET name = name || '' WHERE level = 1"] },
    {
      table: 'prop_configs',
      statements: ["INSERT INTO prop_configs (prop_id, name, num) VALUES (99001, 'Probe', 1)", 'DELETE FROM prop_configs WHERE prop_id = 99001'],
    },
    {
      table: 'site_settings',
      statements: [
        `INSERT INTO site_settings (key, value) VALUES ('revisionProbe', '1')`,
        `UPDATE site_settings SET value = '2' WHERE key = 'revisionProbe'`,
        `DELETE FROM site_settings WHERE key = 'revisionProbe'`,
      ],
    },
    {
      table: 'lobby_banners',
      statements: ["INSERT INTO lobby_banners (id, click_type, title) VALUES (99001, 3, 'Probe')", 'DELETE FROM lobby_banners WHERE id = 99001'],
    },
    {
      table: 'lobby_notices',
      statements: ["INSERT INTO lobby_notices (id, title, content) VALUES (99001, 'Probe', 'Text')", 'DELETE FROM lobby_notices WHERE id = 99001'],
    },
    {
      table: 'lobby_videos',
      statements: ['INSERT INTO lobby_videos (id, click_type) VALUES (99001, 2)', 'UPDATE lobby_videos SET sort = 5 WHERE id = 99001', 'DELETE FROM lobby_videos WHERE id = 99001'],
    },
    {
      table: 'customer_services',
      statements: ["INSERT INTO customer_services (id, url, nickname) VALUES (99001, 'https://help.example', 'Probe')", 'DELETE FROM customer_services WHERE id = 99001'],
    },
  ];

  it.each(WRITES)('moves with every write to $table', async ({ statements }) => {
    for (const sql of statements) {
      const before = await revision();
      const { rowCount } = await app.db.query(sql);
      expect(rowCount, sql).toBe(1);
      expect(await revision(), sql).toBe(before + 1);
    }
  });

  it('moves when a table is truncated, with the transaction', async () => {
    const before = await revision();
    await expect(app.db.transaction(async (tx) => {
      await tx.query('TRUNCATE lobby_videos');
      expect(await revision(tx)).toBe(before + 1);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await revision()).toBe(before);
  });
});

describe('createSettingsCache', () => {
  it('loads once per revision and shares the value, frozen', async () => {
    const cache = createSettingsCache(app.db);
    const banners = bannerLoad();
    const first = await cache.read('banners', banners.load);
    const second = await cache.read('banners', banners.load);
    expect(banners.calls).toBe(1);
    expect(second).toBe(first);
    expect(first.length).toBeGreaterThan(0);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => first.push({ id: 0, title: 'x' })).toThrow(TypeError);
  });

  it('loads again after a write and answers the new rows', async () => {
    const cache = createSettingsCache(app.db);
    const banners = bannerLoad();
    expect((await cache.read('banners', banners.load)).some((b) => b.title === 'Fresh banner')).toBe(false);
    await app.db.query("INSERT INTO lobby_banners (id, click_type, title) VALUES (99002, 3, 'Fresh banner')");
    try {
      expect((await cache.read('banners', banners.load)).some((b) => b.title === 'Fresh banner')).toBe(true);
      expect(banners.calls).toBe(2);
    } finally {
      await app.db.query('DELETE FROM lobby_banners WHERE id = 99002');
    }
    expect((await cache.read('banners', banners.load)).some((b) => b.title === 'Fresh banner')).toBe(false);
    expect(banners.calls).toBe(3);
  });

  it('serves concurrent reads with one revision statement and one load of each name', async () => {
    const db = countingDb(app.db);
    const cache = createSettingsCache(db);
    const banners = bannerLoad();
    const levels = countedLoad<{ level: number }>('SELECT level FROM vip_levels ORDER BY level');
    const reads = () => Promise.all([cache.read('banners', banners.load), cache.read('levels', levels.load), cache.read('banners', banners.load), cache.read('levels', levels.load)]);
    const [a, b, c, d] = await reads();
    expect(a).toBe(c);
    expect(b).toBe(d);
    expect(db.statements.filter((sql) => sql === REVISION_SQL)).toHaveLength(1);
    expect([banners.calls, levels.calls]).toEqual([1, 1]);
    await reads();
    expect(db.statements.filter((sql) => sql === REVISION_SQL)).toHaveLength(2);
    expect([banners.calls, levels.calls]).toEqual([1, 1]);
  });

  it('does not cache a failed load', async () => {
    const cache = createSettingsCache(app.db);
    let calls = 0;
    const flaky = async (q: Queryable) => {
      calls += 1;
      if (calls === 1) throw new Error('the load failed');
      return (await q.query('SELECT 1 AS one')).rows;
    };
    await expect(cache.read('flaky', flaky)).rejects.toThrow('the load failed');
    expect(await cache.read('flaky', flaky)).toEqual([{ one: 1 }]);
    expect(await cache.read('flaky', flaky)).toEqual([{ one: 1 }]);
    expect(calls).toBe(2);
  });

  it('never answers a read from a revision statement sent before the read began', async () => {
    const db = countingDb(app.db);
    const cache = createSettingsCache(db);
    const banners = bannerLoad();
    await cache.read('banners', banners.load);
    // The first read's revision statement has run but its answer is late; an edit commits meanwhile.
    const open = db.holdNext(REVISION_SQL);
    const early = cache.read('banners', banners.load);
    while (db.statements.filter((sql) => sql === REVISION_SQL).length < 2) await new Promise((resolve) => setImmediate(resolve));
    await app.db.query("INSERT INTO lobby_banners (id, click_type, title) VALUES (99003, 3, 'Edited meanwhile')");
    try {
      const late = await cache.read('banners', banners.load);
      expect(late.some((b) => b.title === 'Edited meanwhile')).toBe(true);
      open();
      // The early read may answer what it loaded at its revision or anything newer.
      expect(Array.isArray(await early)).toBe(true);
    } finally {
      open();
      await app.db.query('DELETE FROM lobby_banners WHERE id = 99003');
    }
  });
});
