import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileErrcode } from '@casino/contract';
import { buildTestApp, call, encryptPassword, onPostgres, strongPassword, uniqueName } from './helper.ts';
import type { TestApp } from './helper.ts';

/** A new player by username. */
async function registerPlayer(app: TestApp): Promise<{ token: string; user: { id: number } }> {
  const res = await call(app, 'accountRegist', { declaration: true, account: uniqueName(), password: await encryptPassword(app, strongPassword()), type: 0 });
  if (res.errcode !== 0) throw new Error(`registration failed: ${JSON.stringify(res)}`);
  return { token: res.token as string, user: { id: res.id as number } };
}

describe('engagement review', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  /** The inviter chain above a player, at most `max` steps. */
  async function chainAbove(playerId: number, max = 10): Promise<number[]> {
    const chain: number[] = [];
    let id = playerId;
    for (let step = 0; step < max; step++) {
      const { rows } = await app.db.query<{ pid: string | number | null }>('SELECT pid FROM players WHERE id = $1', [id]);
      const pid = rows[0]?.pid;
      if (pid === null || pid === undefined) break;
      id = Number(pid);
      chain.push(id);
    }
    return chain;
  }

  it('agentFill: two bindings at once that would close a four-player ring cannot both succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const [p1, p2, p3, p4] = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(app)));
      // P2 was invited by P3, P4 by P1.
      expect(await call(app, 'agentFill', { pid: p3!.user.id }, p2!.token)).toMatchObject({ errcode: 0 });
      expect(await call(app, 'agentFill', { pid: p1!.user.id }, p4!.token)).toMatchObject({ errcode: 0 });
      // Now P1 binds P2 and P3 binds P4 at the same moment: P1 -> P2 -> P3 -> P4 -> P1 would be a ring.
      const both = () => Promise.all([
        call(app, 'agentFill', { pid: p2!.user.id }, p1!.token),
        call(app, 'agentFill', { pid: p4!.user.id }, p3!.token),
      ]);
      let answers;
      if (onPostgres()) {
        // Hold P1's and P3's rows so both bindings queue up, then let them go together.
        answers = await app.db.transaction(async (tx) => {
          await tx.query('SELECT id FROM players WHERE id = ANY($1::bigint[]) FOR UPDATE', [[p1!.user.id, p3!.user.id]]);
          const pending = both();
          await vi.waitFor(async () => {
            const { rows } = await app.db.query<{ n: string }>(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
            expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(2);
          }, { timeout: 10_000, interval: 20 });
          return () => pending;
        }).then((wait) => wait());
      } else {
        answers = await both();
      }
      expect(answers.map((a) => a.errcode).sort()).toEqual([0, ProfileErrcode.InviterIsInvitee].sort());
      expect(await chainAbove(p1!.user.id)).not.toContain(p1!.user.id);
    }
  });
});
