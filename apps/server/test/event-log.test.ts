import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributionString, calls, EVENT_MAX_BYTES, wirePath } from '@casino/contract';
import type { ClientEvent } from '@casino/contract';
import { createOpsContext } from '../src/ops/context.ts';
import { runOps } from '../src/ops/commands.ts';
import { DAY_MS } from '../src/platform/clock.ts';
import { parseConfig } from '../src/platform/config.ts';
import { EVENT_LOG_RATE_RULES, RETENTION_BATCH } from '../src/modules/tracking/event-log.ts';
import { buildTestApp, call, ENRICHMENT, encryptPassword, registerPlayer, strongPassword, uniqueName } from './helper.ts';
import type { TestApp } from './helper.ts';

/** The client event log (§7 appEventLogClient, actionLog) and the attribution of new players (docs/decisions/071). */

const event = (eventName: string, extra: Partial<ClientEvent> = {}): ClientEvent => ({
  eventName, eventTime: 1_893_456_000, eventUserId: 0, channel: 'WEB', appId: 'demo-web', version: '1.0.28', ...extra,
});

interface StoredEvent {
  kind: string; name: string; event_time: Date | null; event_user_id: string | number; player_id: string | number | null;
  channel: string | null; app_id: string | null; version: string | null; page: string | null; params: Record<string, unknown>;
  ip: string; device_id: string | null; received_at: Date;
}
const storedOf = async (app: TestApp, where: string, params: unknown[]) =>
  (await app.db.query<StoredEvent>(`SELECT * FROM client_events WHERE ${where} ORDER BY id`, params)).rows;
const countOf = async (app: TestApp, where: string, params: unknown[]) =>
  Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM client_events WHERE ${where}`, params)).rows[0]?.n);

describe('the client event log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  it('stores a batch with every field, the sender\'s address and device, and the time it came', async () => {
    const res = await call(app, 'appEventLogClient', {
      eventList: [
        event('first_enter_loginmenu', { params: { at: 1_893_455_999_000 } }),
        event('active_interface_show', { eventUserId: 100_123, eventTime: 1_893_456_001, params: { interfaceId: 7, showType: 1 } }),
      ],
    }, { ip: '203.0.113.10', headers: { 'x-device-id': 'device-batch' } });
    expect(res).toMatchObject({ code: 200, errcode: 0, stored: 2 });
    const rows = await storedOf(app, 'device_id = $1', ['device-batch']);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'event', name: 'first_enter_loginmenu', channel: 'WEB', app_id: 'demo-web', version: '1.0.28',
      params: { at: 1_893_455_999_000 }, ip: '203.0.113.10', player_id: null,
    });
    expect(new Date(rows[0]!.event_time!).getTime()).toBe(1_893_456_000_000);
    expect(Number(rows[0]!.event_user_id)).toBe(0);
    expect(rows[1]).toMatchObject({ name: 'active_interface_show', params: { interfaceId: 7, showType: 1 } });
    expect(Number(rows[1]!.event_user_id)).toBe(100_123);
    expect(new Date(rows[1]!.received_at).getTime()).toBe(app.clock.now().getTime());
  });

  it('refuses 21 events as bad input naming eventList, and stores none of them', async () => {
    const res = await call(app, 'appEventLogClient', {
      eventList: Array.from({ length: 21 }, () => event('too_many')),
    }, { headers: { 'x-device-id': 'device-21' } });
    expect(res).toMatchObject({ code: 400, msg: expect.stringMatching(/^eventList: /) });
    expect(await countOf(app, 'name = $1', ['too_many'])).toBe(0);
  });

  it('refuses an oversize event, a long string and a bad name, each naming the field', async () => {
    const big = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(250)]));
    const oversize = await call(app, 'appEventLogClient', { eventList: [event('fine'), event('oversize', { params: big })] });
    expect(JSON.stringify(event('oversize', { params: big })).length).toBeGreaterThan(EVENT_MAX_BYTES);
    expect(oversize).toMatchObject({ code: 400, msg: expect.stringMatching(/^eventList\.1: .*2048 bytes/) });
    const longValue = await call(app, 'appEventLogClient', { eventList: [event('long', { params: { note: 'x'.repeat(257) } })] });
    expect(longValue).toMatchObject({ code: 400, msg: expect.stringMatching(/^eventList\.0\.params\.note: /) });
    const longVersion = await call(app, 'appEventLogClient', { eventList: [event('long', { version: 'v'.repeat(33) })] });
    expect(longVersion).toMatchObject({ code: 400, msg: expect.stringMatching(/^eventList\.0\.version: /) });
    const badName = await call(app, 'appEventLogClient', { eventList: [event('no spaces please')] });
    expect(badName).toMatchObject({ code: 400, msg: expect.stringMatching(/^eventList\.0\.eventName: /) });
    const empty = await call(app, 'appEventLogClient', { eventList: [] });
    expect(empty).toMatchObject({ code: 400, msg: expect.stringMatching(/^eventList: /) });
    expect(await countOf(app, 'name IN ($1, $2, $3)', ['fine', 'oversize', 'long'])).toBe(0);
  });

  it('accepts a beacon: JSON in a Blob, no headers but the content type, the device id in the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: wirePath(calls.appEventLogClient),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...ENRICHMENT, eventList: [event('page_hidden', { eventUserId: 100_777 })], deviceId: 'device-beacon' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, errcode: 0, stored: 1 });
    expect(await storedOf(app, 'device_id = $1', ['device-beacon'])).toMatchObject([{ name: 'page_hidden' }]);
  });

  it('stores a logged-in player\'s action with the session\'s player; a guest gets 401', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'actionLog', { action: 'open_menu', page: '/lobby/home', params: { from: 'header' } }, player.token);
    expect(res).toMatchObject({ code: 200, errcode: 0 });
    const rows = await storedOf(app, 'kind = $1 AND player_id = $2', ['action', player.user.id]);
    expect(rows).toMatchObject([{ name: 'open_menu', page: '/lobby/home', params: { from: 'header' }, event_time: null }]);
    expect((await call(app, 'actionLog', { action: 'open_menu' })).code).toBe(401);
  });

  it('deletes entries older than EVENT_LOG_RETENTION_DAYS in its background job, and only those', async () => {
    const retention = await buildTestApp({ eventLogRetentionDays: 30 });
    try {
      const send = (name: string, count: number) => call(retention, 'appEventLogClient', { eventList: Array.from({ length: count }, () => event(name)) });
      // More old rows than one delete statement takes: the job goes on batch after batch.
      const calls = Math.ceil((RETENTION_BATCH + 5) / 20);
      for (let i = 0; i < calls; i++) expect((await send('old', 20)).errcode).toBe(0);
      retention.clock.advance(20 * DAY_MS);
      expect((await send('recent', 3)).errcode).toBe(0);
      retention.clock.advance(10 * DAY_MS + 60_000);
      await retention.jobs.runOnce('tracking.event-log-retention');
      expect(await countOf(retention, 'name = $1', ['old'])).toBe(0);
      expect(await countOf(retention, 'name = $1', ['recent'])).toBe(3);
      // Twenty more days: the recent ones are past the retention too.
      retention.clock.advance(20 * DAY_MS);
      await retention.jobs.runOnce('tracking.event-log-retention');
      expect(await countOf(retention, 'true', [])).toBe(0);
    } finally {
      await retention.dispose();
    }
  });
});

describe('the client event log\'s limits per client', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitScale: 1 });
  });
  afterAll(() => app.dispose());

  const send = (device: string, ip: string, eventUserId = 0) =>
    call(app, 'appEventLogClient', { eventList: [event('flood', { eventUserId })] }, { ip, headers: { 'x-device-id': device } });

  it('answers 429 with retryAfter once a device used up its calls, and stores nothing more', async () => {
    const limit = EVENT_LOG_RATE_RULES.perDevice.limit;
    for (let i = 0; i < limit; i++) expect((await send('device-flood', '198.51.100.1')).errcode).toBe(0);
    const refused = await send('device-flood', '198.51.100.1');
    expect(refused).toMatchObject({ code: 429, retryAfter: expect.any(Number) });
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(await countOf(app, 'device_id = $1', ['device-flood'])).toBe(limit);
    // Another device on another address is not held back; a minute later this one may send again.
    expect((await send('device-other', '198.51.100.2')).errcode).toBe(0);
    app.clock.advance(61_000);
    expect((await send('device-flood', '198.51.100.1')).errcode).toBe(0);
  });

  it('limits per player id and per address too, whatever device the calls claim', async () => {
    const perPlayer = EVENT_LOG_RATE_RULES.perPlayer.limit;
    for (let i = 0; i < perPlayer; i++) expect((await send(`device-p${i}`, `198.51.101.${i}`, 100_999)).errcode).toBe(0);
    expect(await send('device-p-last', '198.51.101.250', 100_999)).toMatchObject({ code: 429 });
    expect(await countOf(app, 'event_user_id = $1', [100_999])).toBe(perPlayer);

    const perIp = EVENT_LOG_RATE_RULES.perIp.limit;
    for (let i = 0; i < perIp; i++) expect((await send(`device-ip${i}`, '198.51.102.9')).errcode).toBe(0);
    expect(await send('device-ip-last', '198.51.102.9')).toMatchObject({ code: 429 });
    expect(await countOf(app, 'ip = $1', ['198.51.102.9'])).toBe(perIp);
  });
});

describe('attribution of new players', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ site: { registerType: 'account' } });
  });
  afterAll(() => app.dispose());

  const register = async (attribution?: string) => {
    const res = await call(app, 'accountRegist', {
      declaration: true, account: uniqueName('Att'), password: await encryptPassword(app, strongPassword()), type: 0,
      ...(attribution === undefined ? {} : { attribution }),
    });
    expect(res.errcode).toBe(0);
    return res.id as number;
  };
  const sourcesCommand = async (...args: string[]) => {
    const lines: string[] = [];
    const ctx = createOpsContext({ db: app.db, clock: app.clock, config: { ...parseConfig({}), dataDir: null }, log: app.log, derivedSecret: () => 'unused', out: (l) => lines.push(l) });
    try {
      return { status: await runOps(['players', 'sources', ...args], ctx), lines };
    } finally {
      ctx.storage.dispose();
    }
  };

  it('records the attribution string, its parameters and its source with the new player', async () => {
    const text = attributionString({ afuid: 'af-1', fbc: 'fb.1.123.abc', entry: 'pwa' });
    expect(text).toBe('afuid=af-1&fbc=fb.1.123.abc&entry=pwa');
    const id = await register(text);
    const { rows } = await app.db.query<{ attribution: string; params: Record<string, string>; source: string }>(
      'SELECT attribution, params, source FROM player_attribution WHERE player_id = $1', [id]);
    expect(rows).toEqual([{ attribution: text, params: { afuid: 'af-1', fbc: 'fb.1.123.abc', entry: 'pwa' }, source: 'facebook' }]);
    const direct = await register();
    expect((await app.db.query('SELECT source FROM player_attribution WHERE player_id = $1', [direct])).rows).toEqual([{ source: 'direct' }]);
  });

  it('refuses an attribution longer than the contract allows, naming the field, and creates no player', async () => {
    const account = uniqueName('Long');
    const res = await call(app, 'accountRegist', {
      declaration: true, account, password: await encryptPassword(app, strongPassword()), type: 0, attribution: 'a'.repeat(1025),
    });
    expect(res).toMatchObject({ code: 400, msg: expect.stringMatching(/^attribution: /) });
    expect((await app.db.query('SELECT 1 FROM players WHERE account = $1', [account])).rowCount).toBe(0);
  });

  it('counts the players of a period per source (npm run ops -- players sources)', async () => {
    // A day of its own, so the earlier registrations of this file are outside it.
    app.clock.set(new Date('2031-03-10T04:00:00Z'));
    await register(attributionString({ ttclid: 'tt-1' }));
    await register(attributionString({ ttp: 'tt-2', install_referrer: 'web' }));
    await register(attributionString({ proxy_id: 'A77' }));
    await register(attributionString({ install_referrer: 'h5dl' }));
    await register();
    app.clock.set(new Date('2031-03-11T17:00:00Z')); // 01:00 on the 12th in the Philippines: outside the period
    await register(attributionString({ ttclid: 'late' }));

    const counted = await sourcesCommand('--from', '2031-03-10', '--to', '2031-03-11');
    expect(counted.status).toBe(0);
    expect(counted.lines[0]).toBe('5 player(s) registered 2031-03-10 to 2031-03-11');
    expect(counted.lines.slice(1).map((l) => l.trim().split(/\s+/))).toEqual([
      ['2', 'tiktok'], ['1', 'direct'], ['1', 'proxy:A77'], ['1', 'referrer:h5dl'],
    ]);
    expect((await sourcesCommand('--from', '2031-03-12', '--to', '2031-03-12')).lines.slice(1)).toEqual([expect.stringMatching(/^\s+1 {2}tiktok$/)]);
    expect((await sourcesCommand('--from', 'March')).status).toBe(2);
    expect((await sourcesCommand('--from', '2031-03-12', '--to', '2031-03-10')).status).toBe(2);
  });
});
