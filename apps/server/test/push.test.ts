import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame, ItemId, PUSH_STREAM_PATH, PushLimits, PushMessage } from '@casino/contract';
import { start as startRedisServer } from '../../../scripts/redis-server.ts';
import type { RedisServer } from '../../../scripts/redis-server.ts';
import { buildApp } from '../src/app.ts';
import { manualClock } from '../src/platform/clock.ts';
import { parseConfig } from '../src/platform/config.ts';
import type { ServerConfig } from '../src/platform/config.ts';
import { call, createScratchDatabase, encryptPassword, onPostgres, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { signedInOperator } from './operators-helper.ts';
import type { TestOperator } from './operators-helper.ts';
import {
  bind, buildPaymentsApp, drainCallbacks, GCASH, payOnPage, readyToWithdraw, recharge, refOf, requestId,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * The push stream over real HTTP (docs/decisions/078): a server listening on a port, the stream
 * read with fetch as the app reads it. Signals leave after commit, only to their player; a
 * reconnect resumes from Last-Event-ID or is told to resync; a session that ends takes its
 * stream with it; across two servers the signal travels through Redis.
 */

interface StreamEvent {
  id: string | null;
  message: PushMessage;
}

/** A push stream being read: every event so far, and a way to wait for the next that matches. */
interface Reader {
  events: StreamEvent[];
  /** The next event (after those already taken) that matches; fails after `ms`. */
  next(match?: (m: PushMessage) => boolean, ms?: number): Promise<StreamEvent>;
  /** An event that matches at index `from` or later, whenever it came (signals of one change come in no fixed order). */
  saw(match: (m: PushMessage) => boolean, from?: number, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  /** The id of the last event that had one (what the app sends back as Last-Event-ID). */
  lastId(): string | null;
  close(): void;
}

type Opened = { kind: 'stream'; reader: Reader } | { kind: 'envelope'; status: number; body: Record<string, unknown> };

async function openStream(base: string, token: string | null, headers: Record<string, string> = {}): Promise<Opened> {
  const controller = new AbortController();
  const response = await fetch(base + PUSH_STREAM_PATH, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-device-id': 'test-device', ...headers },
    signal: controller.signal,
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return { kind: 'envelope', status: response.status, body: await response.json() as Record<string, unknown> };
  }
  const events: StreamEvent[] = [];
  let wake: () => void = () => undefined;
  let taken = 0;
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let id: string | null = null;
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data === null) continue;
          // Every message the server sends must be one the contract describes.
          events.push({ id, message: PushMessage.parse(JSON.parse(data)) });
          wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wake();
    }
  })();
  const reader: Reader = {
    events,
    async next(match = () => true, ms = 5_000) {
      const until = Date.now() + ms;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++]!;
          if (match(event.message)) return event;
        }
        if (done) throw new Error(`the stream ended without the event; it had ${JSON.stringify(events.map((e) => e.message))}`);
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no such event within ${ms} ms; the stream had ${JSON.stringify(events.map((e) => e.message))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    async saw(match, from = 0, ms = 5_000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = events.slice(from).find((e) => match(e.message));
        if (found) return found;
        if (done) throw new Error(`the stream ended without the event; it had ${JSON.stringify(events.map((e) => e.message))}`);
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no such event within ${ms} ms; the stream had ${JSON.stringify(events.map((e) => e.message))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    ended,
    lastId: () => [...events].reverse().find((e) => e.id !== null)?.id ?? null,
    close: () => controller.abort(),
  };
  return { kind: 'stream', reader };
}

async function mustOpen(base: string, token: string, headers: Record<string, string> = {}): Promise<Reader> {
  const opened = await openStream(base, token, headers);
  if (opened.kind !== 'stream') throw new Error(`no stream: ${JSON.stringify(opened.body)}`);
  return opened.reader;
}

const is = (type: PushMessage['type']) => (m: PushMessage) => m.type === type;
const types = (events: readonly StreamEvent[]) => events.map((e) => e.message.type);

async function listen(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Closes an app that served streams. Node's fetch opens a spare connection when a request is
 * aborted, which the server's close waits for until its keep-alive timeout: cut such
 * connections while the app closes.
 */
async function closeServed(app: TestApp, dispose: () => Promise<void>): Promise<void> {
  const cutting = setInterval(() => app.server.closeAllConnections(), 50);
  try {
    await dispose();
  } finally {
    clearInterval(cutting);
  }
}

describe('the push stream', () => {
  let t: PaymentsTestApp;
  let app: TestApp;
  let base: string;
  let admin: TestOperator & { cookie: string };
  const open: Reader[] = [];
  const stream = async (token: string, headers: Record<string, string> = {}) => {
    const reader = await mustOpen(base, token, headers);
    open.push(reader);
    return reader;
  };

  beforeAll(async () => {
    t = await buildPaymentsApp();
    app = t.app;
    base = await listen(app);
    admin = await signedInOperator(app, 'admin');
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    if (t) await closeServed(app, () => t.dispose());
  });

  /** An operator's mail to some players, through the console's call. */
  const mailTo = async (playerIds: number[] | 'all', title = 'Hello') => {
    const res = await app.inject({
      method: 'POST', url: '/admin/api/mailSend', headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({ to: playerIds, title, body: 'A message for you', attachments: [] }),
    });
    expect(res.json()).toMatchObject({ errcode: 0 });
  };
  const adjust = async (playerId: number, amount: number) => {
    const res = await app.inject({
      method: 'POST', url: '/admin/api/adjustmentRequest', headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({ playerId, amount, reason: 'Goodwill for the outage' }),
    });
    expect(res.json()).toMatchObject({ errcode: 0 });
  };

  it('refuses a missing, malformed, unknown or ended login with the 401 envelope, never a 5xx', async () => {
    const player = await registerPlayer(app);
    const none = await openStream(base, null);
    expect(none).toMatchObject({ kind: 'envelope', status: 200, body: { code: 401, errcode: 401, msg: 'Token is required' } });
    const malformed = await openStream(base, null, { authorization: 'Bearer not a token' });
    expect(malformed).toMatchObject({ kind: 'envelope', status: 200, body: { code: 401, msg: 'Token is invalid' } });
    const unknown = await openStream(base, 'A'.repeat(43));
    expect(unknown).toMatchObject({ kind: 'envelope', status: 200, body: { code: 401, msg: 'Token is invalid or expired' } });
    expect(await call(app, 'logout', {}, player.token)).toMatchObject({ errcode: 0 });
    const ended = await openStream(base, player.token);
    expect(ended).toMatchObject({ kind: 'envelope', status: 200, body: { code: 401, msg: 'Token is invalid or expired' } });
    // Another method on the path is not a server error either.
    const post = await fetch(base + PUSH_STREAM_PATH, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBeLessThan(500);
  });

  it('begins with ready and its position, answered uncached and unbuffered by proxies', async () => {
    const player = await registerPlayer(app);
    const response = await fetch(base + PUSH_STREAM_PATH, { headers: { authorization: `Bearer ${player.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    await response.body?.cancel();
    const reader = await stream(player.token);
    const ready = await reader.next();
    expect(ready.message).toEqual({ type: 'ready', resumed: false });
    expect(ready.id).toMatch(/^\d{16}$/);
  });

  it('tells a player of a deposit, a mail and an adjustment once they commit, and nobody else', async () => {
    const one = await registerPlayer(app);
    const other = await registerPlayer(app);
    const mine = await stream(one.token);
    const theirs = await stream(other.token);
    await mine.next(is('ready'));
    await theirs.next(is('ready'));

    await bind(app, one.token);
    const order = await recharge(app, one.token, 50_000);
    expect((await payOnPage(app, refOf(order.payUrl as string))).statusCode).toBe(303);
    await drainCallbacks(app);
    expect((await mine.saw(is('deposit'))).message).toEqual({ type: 'deposit', orderId: order.orderId, state: 'paid' });
    await mine.saw(is('balance'));
    await mine.saw(is('mail')); // the deposit's system mail
    await mine.saw(is('activityIds'));
    await mine.saw(is('tasks')); // the first deposit's task
    const before = mine.events.length;

    await mailTo([one.user.id]);
    await mine.saw(is('mail'), before);
    const afterMail = mine.events.length;
    await adjust(one.user.id, 1_000);
    await mine.saw(is('balance'), afterMail);

    // Signals reach a stream in order: once the other player's own mail arrives, anything of the
    // first player's that leaked would have arrived before it.
    await mailTo([other.user.id]);
    await theirs.next(is('mail'));
    expect(types(theirs.events)).toEqual(['ready', 'mail']);
    // Each event names its position; positions only grow.
    const ids = mine.events.filter((e) => e.id !== null).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tells of a withdrawal\'s states, and of a mail to everyone', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const reader = await stream(player.token);
    await reader.next(is('ready'));
    const asked = await call(app, 'exchange', { amount: 20_000, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
    expect(asked).toMatchObject({ errcode: 0, order: { status: 'pending' } });
    const orderId = asked.order!.orderId;
    expect((await reader.next(is('withdrawal'))).message).toEqual({ type: 'withdrawal', orderId, state: 'pending' });
    expect(await call(app, 'cancelExchange', { orderId }, player.token)).toMatchObject({ errcode: 0 });
    expect((await reader.next(is('withdrawal'))).message).toEqual({ type: 'withdrawal', orderId, state: 'cancelled' });
    await reader.next(is('balance'));

    await mailTo('all', 'News for everyone');
    await reader.next(is('mail'));
  });

  it('tells of a game round\'s bet, which moves coins through the provider gateway', async () => {
    const player = await registerPlayer(app);
    await adjust(player.user.id, 5_000);
    const launched = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, player.token);
    expect(launched.errcode, JSON.stringify(launched)).toBe(0);
    const session = new URL(launched.launchUrl!, 'http://casino.test').searchParams.get('session') as string;
    const reader = await stream(player.token);
    await reader.next(is('ready'));
    const round = await call(app, 'housePlay', { session, requestId: requestId(), bet: 500, choice: { kind: 'spin' } });
    expect(round.errcode, JSON.stringify(round)).toBe(0);
    await reader.next(is('balance'));
  });

  it('says nothing of a transaction that rolls back, and tells of one only after it commits', async () => {
    const player = await registerPlayer(app);
    const reader = await stream(player.token);
    await reader.next(is('ready'));
    const wallet = app.face('wallet');
    const push = app.face('push');
    const coin = { id: ItemId.Coin, count: 500 };

    await expect(app.db.transaction(async (tx) => {
      await wallet.grantReward(tx, player.user.id, coin, { key: `push-test:undone:${player.user.id}` });
      throw new Error('undone');
    })).rejects.toThrow('undone');

    await app.db.transaction(async (tx) => {
      await wallet.grantReward(tx, player.user.id, coin, { key: `push-test:kept:${player.user.id}` });
      // Still inside the transaction: a signal sent now arrives, the balance does not.
      push.publisher.toPlayer(player.user.id, { type: 'kyc' });
      await push.publisher.settled();
      await reader.next(is('kyc'));
      expect(types(reader.events)).toEqual(['ready', 'kyc']);
    });
    await reader.next(is('balance'));
    expect(types(reader.events)).toEqual(['ready', 'kyc', 'balance']);
  });

  it('resumes after a reconnect with Last-Event-ID, with nothing lost; a position it cannot fill gets resync', async () => {
    const player = await registerPlayer(app);
    const first = await stream(player.token);
    await first.next(is('ready'));
    await mailTo([player.user.id], 'Before the break');
    await first.next(is('mail'));
    const seen = first.lastId() as string;
    first.close();
    await first.ended;

    // Missed while no stream was open.
    await adjust(player.user.id, 2_000);
    await mailTo([player.user.id], 'During the break');

    const again = await stream(player.token, { 'last-event-id': seen });
    expect((await again.next()).message).toEqual({ type: 'ready', resumed: true });
    await again.next(is('balance'));
    await again.next(is('mail'));
    const replayed = again.events.slice(1);
    expect(replayed.every((e) => e.id !== null && Number(e.id) > Number(seen))).toBe(true);

    // Live signals go on after the replay.
    await mailTo([player.user.id], 'After the break');
    await again.next(is('mail'));

    // A position from long ago, or one that is not ours: read everything again.
    for (const lastEventId of ['1', 'not-a-position']) {
      const stale = await stream(player.token, { 'last-event-id': lastEventId });
      expect((await stale.next()).message).toEqual({ type: 'ready', resumed: false });
      expect((await stale.next()).message).toEqual({ type: 'resync' });
      stale.close();
    }
  });

  it('ends the stream of a session that logs out or is ended by a password change; other sessions keep theirs', async () => {
    const player = await registerPlayer(app);
    const password = await encryptPassword(app, player.password);
    const second = await call(app, 'accountLogin', { account: player.account, password }, { ip: '198.51.100.7' });
    const third = await call(app, 'accountLogin', { account: player.account, password }, { ip: '198.51.100.8' });
    const secondToken = second.token as string;
    const thirdToken = third.token as string;
    const s1 = await stream(player.token);
    const s2 = await stream(secondToken);
    const s3 = await stream(thirdToken);
    for (const s of [s1, s2, s3]) await s.next(is('ready'));

    expect(await call(app, 'logout', {}, secondToken)).toMatchObject({ errcode: 0 });
    expect((await s2.next(is('end'))).message).toEqual({ type: 'end', reason: 'sessionEnded' });
    await s2.ended;

    // A password change that ends the other sessions ends their streams, not its own.
    const changed = await call(app, 'modifyPassword', {
      oldPassword: password, password: await encryptPassword(app, 'Changed-pass-77'), endOtherSessions: true,
    }, thirdToken);
    expect(changed).toMatchObject({ errcode: 0, endedSessions: 1 });
    expect((await s1.next(is('end'))).message).toEqual({ type: 'end', reason: 'sessionEnded' });
    await s1.ended;
    await mailTo([player.user.id]);
    await s3.next(is('mail'));
    expect(types(s3.events)).not.toContain('end');
    expect(app.face('push').streams.count(player.user.id)).toBe(1);
  });

  it('ends the streams of a banned player', async () => {
    const player = await registerPlayer(app);
    const reader = await stream(player.token);
    await reader.next(is('ready'));
    const res = await app.inject({
      method: 'POST', url: '/admin/api/playerBan', headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({ playerId: player.user.id, reason: 'Fraud ring' }),
    });
    expect(res.json()).toMatchObject({ errcode: 0 });
    expect((await reader.next(is('end'))).message).toEqual({ type: 'end', reason: 'sessionEnded' });
    await reader.ended;
  });

  it(`keeps at most ${PushLimits.streamsPerPlayer} streams per player: a newer one ends the oldest`, async () => {
    const player = await registerPlayer(app);
    const readers: Reader[] = [];
    for (let i = 0; i < PushLimits.streamsPerPlayer; i++) {
      const reader = await stream(player.token);
      await reader.next(is('ready'));
      readers.push(reader);
    }
    const newest = await stream(player.token);
    await newest.next(is('ready'));
    expect((await readers[0]!.next(is('end'))).message).toEqual({ type: 'end', reason: 'replaced' });
    await readers[0]!.ended;
    expect(app.face('push').streams.count(player.user.id)).toBe(PushLimits.streamsPerPlayer);
  });

  // Last of this app's tests: it moves the app's clock past every session's lifetime.
  it('ends the stream of a session that expired, which no event announces, when the sessions are checked', async () => {
    const player = await registerPlayer(app);
    const reader = await stream(player.token);
    await reader.next(is('ready'));
    await app.face('push').streams.checkSessions();
    expect(app.face('push').streams.count(player.user.id)).toBe(1);
    app.clock.advance(31 * 24 * 3600 * 1000);
    await app.face('push').streams.checkSessions();
    expect((await reader.next(is('end'))).message).toEqual({ type: 'end', reason: 'sessionEnded' });
    await reader.ended;
  });
});

const pemOf = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** A server app as main.ts builds one, on the shared database and Redis. */
async function startServer(shared: Pick<ServerConfig, 'databaseUrl' | 'redisUrl' | 'passwordPrivateKeyPem'>): Promise<TestApp> {
  const base = parseConfig({});
  const config: ServerConfig = {
    ...base, ...shared, dataDir: null, webDistDir: null, adminDistDir: null, rateLimitScale: 0, userRegisterCoin: 0, mailWelcomeCoin: 0,
  };
  const chunks: string[] = [];
  const logStream = new Writable({ write(chunk: Buffer, _enc, done) { chunks.push(chunk.toString()); done(); } });
  const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
  const app = await buildApp(config, { clock, logStream });
  return Object.assign(app, { clock, logText: () => chunks.join(''), dispose: () => app.close() });
}

// Several servers need one database that several processes share: PostgreSQL. PGlite serves one
// process, so this runs only with TEST_DB=postgres.
describe.skipIf(!onPostgres())('the push stream across two servers on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let player: RegisteredPlayer;

  beforeAll(async () => {
    redis = await startRedisServer();
    scratch = await createScratchDatabase();
    const shared = { databaseUrl: scratch.url, redisUrl: redis.url, passwordPrivateKeyPem: pemOf() };
    a = await startServer(shared);
    b = await startServer(shared);
    baseB = await listen(b);
    player = await registerPlayer(a);
  });
  afterAll(async () => {
    if (a) await closeServed(a, () => a.dispose());
    if (b) await closeServed(b, () => b.dispose());
    await scratch?.drop();
    await redis?.stop();
  });

  it('delivers a change made through server A to the stream held on server B, and resumes on either', async () => {
    const onB = await mustOpen(baseB, player.token);
    try {
      await onB.next(is('ready'));
      await a.face('mail').sender.send({ operator: 'tester', to: [player.user.id], title: 'From A', body: 'Sent on server A', attachments: [], expireDays: null });
      await onB.next(is('mail'));
      await a.face('wallet').grantReward(a.db, player.user.id, { id: ItemId.Coin, count: 700 }, { key: `push-test:a:${player.user.id}` });
      await onB.next(is('balance'));
      const seen = onB.lastId() as string;
      onB.close();
      await onB.ended;

      // Missed while away, published by A; replayed by A from what Redis kept.
      await a.face('mail').sender.send({ operator: 'tester', to: [player.user.id], title: 'Missed', body: 'While away', attachments: [], expireDays: null });
      const baseA = await listen(a);
      const onA = await mustOpen(baseA, player.token, { 'last-event-id': seen });
      try {
        expect((await onA.next()).message).toEqual({ type: 'ready', resumed: true });
        await onA.next(is('mail'));
      } finally {
        onA.close();
      }
    } finally {
      onB.close();
    }
  });

  it('ends the stream on server B when the session logs out through server A', async () => {
    const session = await call(a, 'accountLogin', { account: player.account, password: await encryptPassword(a, player.password) }, { ip: '203.0.113.9' });
    const onB = await mustOpen(baseB, session.token as string);
    await onB.next(is('ready'));
    expect(await call(a, 'logout', {}, session.token as string)).toMatchObject({ errcode: 0 });
    expect((await onB.next(is('end'))).message).toEqual({ type: 'end', reason: 'sessionEnded' });
    await onB.ended;
  });
});
