import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_ID, Limits } from '@casino/contract';
import { ok } from '../../test/fixtures.ts';
import { stubServer } from '../../test/fetch-stub.ts';
import { Platform, setPlatform } from '../device/platform.ts';
import { StorageKey } from '../storage/keys.ts';
import { clearToken, getToken, setToken } from '../session/token.ts';
import { call, setUnauthorizedHandler } from './client.ts';
import { CallError, ClientError, ClientErrorKind } from './errors.ts';
import { serverReachable, subscribeReachability } from './reachability.ts';

const unauthorized = { code: 401, errcode: 401, msg: 'Token is required' };

describe('call', () => {
  let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    clearToken();
    setPlatform(Platform.Mobile);
    onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts to the anonymous path for anonymous calls and the plain path otherwise', async () => {
    const server = stubServer({ smsSend: { ...ok, resendAfter: 60 }, online: ok });
    await call('smsSend', { mobile: '3001234567', type: 0 });
    await call('online', {});
    expect(server.calls.map((c) => c.url)).toEqual(['/app/v1/anonymous/smsSend', '/app/v1/online']);
  });

  it('makes each request in a task after the one that asked, in the order asked', async () => {
    const server = stubServer({ online: ok, smsSend: { ...ok, resendAfter: 60 } });
    const first = call('online', {});
    const second = call('smsSend', { mobile: '3001234567', type: 0 });
    // Still in the asking task (and its microtasks): nothing has left yet.
    await Promise.resolve();
    expect(server.calls).toHaveLength(0);
    await Promise.all([first, second]);
    expect(server.calls.map((c) => c.url)).toEqual(['/app/v1/online', '/app/v1/anonymous/smsSend']);
  });

  it('makes no request for a call cancelled before its task', async () => {
    const server = stubServer({ online: ok });
    const controller = new AbortController();
    const pending = call('online', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: ClientErrorKind.Canceled });
    expect(server.calls).toHaveLength(0);
  });

  it('enriches every body with clientReferrer, channel, appId and platform', async () => {
    const server = stubServer({ online: ok });
    await call('online', { gameId: 7 });
    expect(server.calls[0]!.body).toEqual({ gameId: 7, clientReferrer: 'ph', channel: 'WEB', appId: DEFAULT_APP_ID, platform: 0 });

    localStorage.setItem(StorageKey.appId, 'brand-app');
    setPlatform(Platform.Desktop);
    await call('online', {});
    expect(server.calls[1]!.body).toMatchObject({ appId: 'brand-app', platform: 1 });
  });

  it('sends the bearer token when logged in and a stable device id always', async () => {
    const server = stubServer({ online: ok });
    await call('online', {});
    setToken('tok-9');
    await call('online', {});
    const [first, second] = server.calls;
    expect(first!.headers.authorization).toBeUndefined();
    expect(second!.headers.authorization).toBe('Bearer tok-9');
    expect(first!.headers['x-device-id']).toMatch(/\S{16,}/);
    expect(second!.headers['x-device-id']).toBe(first!.headers['x-device-id']);
    expect(localStorage.getItem(StorageKey.deviceId)).toBe(first!.headers['x-device-id']);
  });

  it('resolves with the response on success and rejects with the envelope on a refusal', async () => {
    stubServer({
      smsSend: { ...ok, resendAfter: 42 },
      accountLogin: { code: 200, errcode: 102, msg: 'wrong password' },
    });
    await expect(call('smsSend', { mobile: '3001234567', type: 0 })).resolves.toMatchObject({ resendAfter: 42 });
    const error = await call('accountLogin', { account: 'a', password: 'cGFzcw==' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: 200, errcode: 102, message: 'wrong password' });
  });

  it('on 401 from a non-public call clears the login and sends the player to /login', async () => {
    stubServer({ online: unauthorized });
    setToken('expired');
    await expect(call('online', {})).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on 401 from a public call keeps the login', async () => {
    stubServer({ refreshData: unauthorized });
    setToken('still-mine');
    await expect(call('refreshData', {})).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('still-mine');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('can clear the login on 401 without leaving the screen', async () => {
    stubServer({ getAfterLoginInfoWeb: unauthorized });
    setToken('expired');
    await expect(call('getAfterLoginInfoWeb', {}, { stayOnUnauthorized: true })).rejects.toBeInstanceOf(CallError);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('times out after 60 s with Network Error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const pending = call('online', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(Limits.requestTimeoutMs - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ message: 'Network Error', kind: ClientErrorKind.Timeout });
  });

  it('tells whether the server answered: a failed connection says no, any HTTP answer says yes', async () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeReachability(() => seen.push(serverReachable()));
    try {
      vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
      await expect(call('online', {})).rejects.toMatchObject({ kind: ClientErrorKind.Network });
      expect(serverReachable()).toBe(false);
      vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 502 })));
      await expect(call('online', {})).rejects.toMatchObject({ kind: ClientErrorKind.BadResponse });
      expect(serverReachable()).toBe(true);
      expect(seen).toEqual([false, true]);
    } finally {
      unsubscribe();
    }
  });

  it('reports network failures, bad statuses, bad bodies and cancellation as Network Error', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(call('online', {})).rejects.toMatchObject({ message: 'Network Error', kind: ClientErrorKind.Network });

    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 502 })));
    await expect(call('online', {})).rejects.toMatchObject({ message: 'Network Error', kind: ClientErrorKind.BadResponse, status: 502 });

    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 413 })));
    await expect(call('online', {})).rejects.toMatchObject({ kind: ClientErrorKind.BadRequest, status: 413 });

    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })));
    await expect(call('online', {})).rejects.toMatchObject({ message: 'Network Error', kind: ClientErrorKind.BadResponse });

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ hello: 1 }), { status: 200 })));
    await expect(call('online', {})).rejects.toMatchObject({ kind: ClientErrorKind.BadResponse });

    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const pending = call('online', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'Network Error', kind: ClientErrorKind.Canceled });
  });
});
