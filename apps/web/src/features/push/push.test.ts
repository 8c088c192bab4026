import { QueryClient, QueryObserver } from '../../shared/query/index.ts';
import type { QueryKey } from '../../shared/query/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushSignal } from '@casino/contract';
import { kycKeys } from '../kyc/api/keys.ts';
import { mailKeys } from '../mail/api/keys.ts';
import { paymentKeys } from '../payments/api/keys.ts';
import { promotionKeys } from '../promotions/api/keys.ts';
import { rewardKeys } from '../rewards/api/keys.ts';
import { taskKeys } from '../tasks/api/keys.ts';
import { vipKeys } from '../vip/api/keys.ts';
import { walletKeys } from '../wallet/api/keys.ts';
import { BALANCES_EVERY_MS, planRunner, REFRESH_EVERY_MS } from './apply-plan.ts';
import { parsePushMessage } from './push-message.ts';
import { refreshPlanOf, resyncPlan } from './refresh-plan.ts';
import { createSseParser } from './sse-parser.ts';
import type { SseEvent } from './sse-parser.ts';
import { openPushStream } from './stream-client.ts';

const ME = 7;
const SOMEONE_ELSE = 8;

/** Every answer the push stream may have to refresh, under the features' own keys, for two players. */
const CACHED = (playerId: number): Record<string, QueryKey> => ({
  walletOverview: walletKeys.overview(playerId),
  walletPoints: walletKeys.points(playerId),
  walletHistory: walletKeys.history(playerId, { page: 1 }),
  mailList: mailKeys.list(playerId),
  mailUnread: mailKeys.unread(playerId),
  redDots: rewardKeys.redDots(playerId),
  bag: rewardKeys.bag(playerId),
  activityIds: promotionKeys.ids(playerId),
  activityState: promotionKeys.state(playerId, 39),
  vipInfo: vipKeys.info(playerId),
  taskUser: taskKeys.user(playerId),
  kycState: kycKeys.state(playerId),
  paymentsKyc: paymentKeys.kyc(playerId),
  deposits: paymentKeys.deposits(playerId, 'all'),
  depositCheck: paymentKeys.depositCheck(playerId, 'D1'),
  otherDepositCheck: paymentKeys.depositCheck(playerId, 'D2'),
  withdrawals: paymentKeys.withdrawals(playerId, 'pending'),
  withdrawInfo: paymentKeys.withdrawInfo(playerId),
  banks: paymentKeys.userBanks(playerId),
});

function cachedClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const playerId of [ME, SOMEONE_ELSE]) for (const key of Object.values(CACHED(playerId))) client.setQueryData(key, { cached: true });
  return client;
}

/** The names of my cached answers the plan marked stale; fails if another player's were touched. */
function staleAfter(plan: ReturnType<typeof refreshPlanOf>): string[] {
  const client = cachedClient();
  const runner = planRunner(client, async () => undefined);
  runner.run(plan, ME);
  runner.cancel();
  for (const key of Object.values(CACHED(SOMEONE_ELSE))) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
  return Object.entries(CACHED(ME)).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name).sort();
}

describe('what each push signal makes the app read again', () => {
  const cases: Array<[PushSignal, string[], boolean]> = [
    [{ type: 'balance' }, ['walletHistory', 'walletOverview', 'walletPoints'], true],
    [{ type: 'mail' }, ['mailList', 'mailUnread', 'redDots'], false],
    [{ type: 'redDots' }, ['redDots'], false],
    [{ type: 'activityIds' }, ['activityIds'], false],
    [{ type: 'vip' }, ['vipInfo'], true],
    [{ type: 'tasks' }, ['redDots', 'taskUser'], false],
    [{ type: 'kyc' }, ['kycState', 'paymentsKyc'], false],
    [{ type: 'deposit', orderId: 'D1', state: 'paid' }, ['depositCheck', 'deposits'], false],
    [{ type: 'withdrawal', orderId: 'W1', state: 'processing' }, ['withdrawInfo', 'withdrawals'], false],
  ];
  it.each(cases)('%j marks %j stale (balances read: %s)', (signal, names, balances) => {
    expect(staleAfter(refreshPlanOf(signal, ME))).toEqual(names);
    expect(refreshPlanOf(signal, ME).balances).toBe(balances);
  });

  it('resync marks every answer the stream keeps fresh stale, and reads the balances', () => {
    expect(staleAfter(resyncPlan(ME))).toEqual([
      'activityIds', 'banks', 'depositCheck', 'deposits', 'kycState', 'mailList', 'mailUnread', 'otherDepositCheck', 'paymentsKyc',
      'redDots', 'taskUser', 'vipInfo', 'walletHistory', 'walletOverview', 'walletPoints', 'withdrawInfo', 'withdrawals',
    ]);
    expect(resyncPlan(ME).balances).toBe(true);
  });
});

describe('carrying out the plans', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the balances at once, then at most once more per pause however many signals come', () => {
    vi.useFakeTimers();
    const reads = vi.fn(async () => undefined);
    const runner = planRunner(cachedClient(), reads);
    for (let i = 0; i < 10; i++) runner.run(refreshPlanOf({ type: 'balance' }, ME), ME);
    expect(reads).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BALANCES_EVERY_MS);
    expect(reads).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BALANCES_EVERY_MS * 3);
    expect(reads).toHaveBeenCalledTimes(2);
    runner.cancel();
  });

  it('leaves the balances to the wallet screen when its overview is being read anyway', () => {
    const client = cachedClient();
    const observer = new QueryObserver(client, { queryKey: walletKeys.overview(ME), queryFn: async () => ({ cached: true }), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    const reads = vi.fn(async () => undefined);
    const runner = planRunner(client, reads);
    runner.run(refreshPlanOf({ type: 'balance' }, ME), ME);
    expect(reads).not.toHaveBeenCalled();
    expect(client.getQueryState(walletKeys.overview(ME))?.isInvalidated).toBe(true);
    unsubscribe();
    runner.cancel();
  });

  it('reads an answer once more when it was already on its way as the signal came', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let server = 'before';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // What the server had when the request was read, answered a moment later.
    const queryFn = vi.fn(async () => {
      const seen = server;
      await gate;
      return seen;
    });
    const observer = new QueryObserver(client, { queryKey: taskKeys.user(ME), queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    // The change commits and its signal comes while that answer is on its way.
    server = 'after';
    const runner = planRunner(client, async () => undefined);
    runner.run(refreshPlanOf({ type: 'tasks' }, ME), ME);
    expect(queryFn).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(client.getQueryData(taskKeys.user(ME))).toBe('after'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
    runner.cancel();
  });

  it('marks the same answers stale once per pause, the last signal of a burst included', () => {
    vi.useFakeTimers();
    const client = cachedClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const runner = planRunner(client, async () => undefined);
    for (let i = 0; i < 5; i++) runner.run(refreshPlanOf({ type: 'redDots' }, ME), ME);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REFRESH_EVERY_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
    runner.cancel();
  });
});

describe('reading the stream', () => {
  it('parses events split anywhere, skipping heartbeats and unknown fields', () => {
    const events: SseEvent[] = [];
    const feed = createSseParser((e) => events.push(e));
    const text = ':\n\nid: 17\ndata: {"type":"ready","resumed":false}\n\nretry: 5\r\ndata: {"type":"mail"}\r\n\r\n:\n\nid: 18\ndata: a\ndata: b\n\n';
    for (const piece of text.match(/[\s\S]{1,3}/g) ?? []) feed(piece);
    expect(events).toEqual([
      { id: '17', data: '{"type":"ready","resumed":false}' },
      { id: null, data: '{"type":"mail"}' },
      { id: '18', data: 'a\nb' },
    ]);
  });

  it('takes the messages it knows and skips the rest', () => {
    expect(parsePushMessage('{"type":"withdrawal","orderId":"W1","state":"paid"}')).toEqual({ type: 'withdrawal', orderId: 'W1', state: 'paid' });
    expect(parsePushMessage('{"type":"end","reason":"replaced"}')).toEqual({ type: 'end', reason: 'replaced' });
    expect(parsePushMessage('{"type":"somethingNew"}')).toBeNull();
    expect(parsePushMessage('{"type":"withdrawal"}')).toBeNull();
    expect(parsePushMessage('{"type":"end","reason":"whatever"}')).toBeNull();
    expect(parsePushMessage('not json')).toBeNull();
  });
});

describe('the stream connection', () => {
  const visible = { hidden: () => false, onChange: () => () => undefined };
  const streamOf = (text: string) => new Response(new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  }), { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });

  it('sends the token and, on reconnecting, the last event id; goes live on ready and stops when the session ends', async () => {
    const requests: Headers[] = [];
    const replies = [
      streamOf('id: 100\ndata: {"type":"ready","resumed":false}\n\nid: 101\ndata: {"type":"mail"}\n\ndata: {"type":"end","reason":"reconnect"}\n\n'),
      streamOf('id: 101\ndata: {"type":"ready","resumed":true}\n\ndata: {"type":"end","reason":"sessionEnded"}\n\n'),
    ];
    const fetchStub = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      return replies.shift() ?? Promise.reject(new TypeError('no more'));
    });
    const live: boolean[] = [];
    const messages: string[] = [];
    const ended = new Promise<void>((resolve) => {
      openPushStream({ token: 'token-1', headers: () => ({ 'X-Device-Id': 'device-1' }), fetch: fetchStub, baseUrl: 'http://server', page: visible }, {
        onMessage: (m) => messages.push(m.type),
        onLive: (l) => live.push(l),
        onSessionEnded: resolve,
      });
    });
    await ended;
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(String(fetchStub.mock.calls[0]![0])).toBe('http://server/app/v1/push/stream');
    expect(requests[0]!.get('authorization')).toBe('Bearer token-1');
    expect(requests[0]!.get('x-device-id')).toBe('device-1');
    expect(requests[0]!.has('last-event-id')).toBe(false);
    expect(requests[1]!.get('last-event-id')).toBe('101');
    expect(messages).toEqual(['mail']);
    expect(live).toEqual([true, false, true, false]);
  });

  it('stops for good when the server no longer knows the login (the 401 envelope)', async () => {
    const fetchStub = vi.fn(async () => new Response(JSON.stringify({ code: 401, errcode: 401, msg: 'Token is invalid or expired' }), { headers: { 'content-type': 'application/json' } }));
    await new Promise<void>((resolve) => {
      openPushStream({ token: 'gone', headers: () => ({}), fetch: fetchStub, page: visible }, { onMessage: () => undefined, onLive: () => undefined, onSessionEnded: resolve });
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
