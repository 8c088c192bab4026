import { describe, expect, it } from 'vitest';
import type { SessionWithGame } from './game-sessions.ts';
import { createSessionReads } from './session-reads.ts';

/** The gateway's session reads, against a stand-in that holds each query until the test lets it finish. */

function heldSessions() {
  const queries: Array<{ tokens: string[]; finish(): void; fail(err: Error): void }> = [];
  /** A session that names its token, so that each read can be told apart. */
  const known = (token: string): SessionWithGame => ({ session: { gameCode: token } as SessionWithGame['session'], game: null });
  return {
    queries,
    findManyWithGame: (tokens: readonly string[]) => new Promise<Map<string, SessionWithGame>>((resolve, reject) => {
      queries.push({
        tokens: [...tokens],
        finish: () => resolve(new Map(tokens.filter((t) => t.startsWith('known')).map((t) => [t, known(t)]))),
        fail: reject,
      });
    }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session reads', () => {
  it('reads arriving while the slots are busy go together in one query; a token no session has reads as null', async () => {
    const sessions = heldSessions();
    const read = createSessionReads(sessions);
    const first = [read('known-a'), read('known-b')];
    await settle();
    const waiting = [read('known-c'), read('unknown-d'), read('known-e')];
    await settle();
    expect(sessions.queries.map((q) => q.tokens)).toEqual([['known-a'], ['known-b']]);
    sessions.queries[0]!.finish();
    await settle();
    expect(sessions.queries[2]!.tokens).toEqual(['known-c', 'unknown-d', 'known-e']);
    sessions.queries[1]!.finish();
    sessions.queries[2]!.finish();
    expect((await Promise.all(first)).map((f) => f?.session.gameCode)).toEqual(['known-a', 'known-b']);
    expect((await Promise.all(waiting)).map((f) => f?.session.gameCode ?? null)).toEqual(['known-c', null, 'known-e']);
  });

  it('fails every read of a query that fails, and reads on afterwards', async () => {
    const sessions = heldSessions();
    const read = createSessionReads(sessions);
    const failed = [read('known-a'), read('known-b')].map((p) => p.catch((err: unknown) => err));
    await settle();
    sessions.queries[0]!.fail(new Error('connection lost'));
    sessions.queries[1]!.fail(new Error('connection lost'));
    for (const err of await Promise.all(failed)) expect(err).toMatchObject({ message: 'connection lost' });
    const later = read('known-c');
    await settle();
    sessions.queries[2]!.finish();
    expect((await later)?.session.gameCode).toBe('known-c');
  });
});
