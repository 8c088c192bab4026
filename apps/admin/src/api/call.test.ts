import { describe, expect, it, vi } from 'vitest';
import { ConsoleError, operatorCall, REFUSED_STATUS } from './call.ts';
import { ok, stubServer } from '../test/server-stub.ts';

describe('operatorCall', () => {
  it('posts JSON to /admin/api/<name> with the session cookie and answers the envelope on success', async () => {
    const { sent } = stubServer({ playerSearch: [ok({ list: [{ id: 7 }] })] });
    const answer = await operatorCall('playerSearch', { query: 'bob', limit: 5 });
    expect(answer.list).toEqual([{ id: 7 }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'playerSearch', body: { query: 'bob', limit: 5 } });
    expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
  });

  it('throws a ConsoleError: a rule\'s refusal as 409 with its errcode, 401 and 403 as themselves', async () => {
    stubServer({
      kycApprove: [{ code: 200, errcode: 7010, msg: 'KYC submission 3 is approved, not pending' }],
      me: [{ code: 401, errcode: 401, msg: 'Sign in to the console' }],
      auditList: [{ code: 403, errcode: 403, msg: 'Your role may not do this (needs audit.read)' }],
    });
    await expect(operatorCall('kycApprove', { submissionId: 3 })).rejects.toMatchObject({ status: REFUSED_STATUS, errcode: 7010, message: 'KYC submission 3 is approved, not pending' });
    await expect(operatorCall('me', {})).rejects.toMatchObject({ status: 401 });
    const denied = await operatorCall('auditList', { limit: 5 }).catch((err: unknown) => err);
    expect(denied).toBeInstanceOf(ConsoleError);
    expect(denied).toMatchObject({ status: 403, message: expect.stringContaining('audit.read') });
  });

  it('reports an unreachable server and an unreadable answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(operatorCall('me', {})).rejects.toMatchObject({ status: 0, message: expect.stringContaining('cannot be reached') });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(operatorCall('me', {})).rejects.toMatchObject({ status: 502 });
  });
});
