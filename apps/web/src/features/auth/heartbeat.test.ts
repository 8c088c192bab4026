import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@casino/contract';
import { ok, player } from '../../test/fixtures.ts';
import { stubServer } from '../../test/fetch-stub.ts';
import { clearToken, setToken } from '../../shared/session/token.ts';
import { isHeartbeatRunning } from './heartbeat.ts';
import { clearSession, initSession, startSession } from './session.ts';

describe('heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToken();
    window.history.replaceState(null, '', '/lobby/home');
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it('beats on login and every 60 s after, and stops on logout', async () => {
    const server = stubServer({ online: ok });
    startSession({ ...player, token: 'tok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(Limits.heartbeatMs * 2);
    expect(server.calls).toHaveLength(3);
    expect(server.calls.every((c) => c.url === '/app/v1/online' && c.headers.authorization === 'Bearer tok')).toBe(true);

    clearSession();
    expect(isHeartbeatRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(Limits.heartbeatMs * 2);
    expect(server.calls).toHaveLength(3);
  });

  it('names the game while on /start', async () => {
    const server = stubServer({ online: ok });
    window.history.replaceState(null, '', '/start?gameId=42');
    startSession({ ...player, token: 'tok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]!.body).toMatchObject({ gameId: 42 });
    window.history.replaceState(null, '', '/lobby/home');
    await vi.advanceTimersByTimeAsync(Limits.heartbeatMs);
    expect(server.calls[1]!.body.gameId).toBeUndefined();
  });

  it('follows the token when it is cleared elsewhere (a 401)', async () => {
    stubServer({ online: ok });
    initSession();
    setToken('tok');
    expect(isHeartbeatRunning()).toBe(true);
    clearToken();
    expect(isHeartbeatRunning()).toBe(false);
  });
});
