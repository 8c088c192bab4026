import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, encryptPassword, registerPlayer, strongPassword } from '../../../test/helper.ts';
import type { TestApp } from '../../../test/helper.ts';

/** Tracking writes its rows from accounts' events, in the transaction that made each true. */
describe('the event log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  it('keeps a row for a registration, a login and a password change, in order', async () => {
    const player = await registerPlayer(app);
    expect((await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) })).errcode).toBe(0);
    const changed = await call(app, 'modifyPassword', {
      oldPassword: await encryptPassword(app, player.password), password: await encryptPassword(app, strongPassword()), endOtherSessions: true,
    }, player.token);
    expect(changed).toMatchObject({ errcode: 0, endedSessions: 1 });
    const { rows } = await app.db.query<{ kind: string; payload: Record<string, unknown> }>(
      'SELECT kind, payload FROM events WHERE player_id = $1 ORDER BY id', [player.user.id]);
    expect(rows.map((r) => r.kind)).toEqual(['register', 'login', 'password_change']);
    expect(rows[2]?.payload).toEqual({ endedSessions: 1 });
  });

  it('records presence from the online heartbeat, with the game when there is one', async () => {
    const player = await registerPlayer(app);
    expect((await call(app, 'online', { gameId: 123 }, player.token)).errcode).toBe(0);
    const { rows } = await app.db.query<{ game_id: number | null }>('SELECT game_id FROM presence WHERE player_id = $1', [player.user.id]);
    expect(rows).toEqual([{ game_id: 123 }]);
  });
});
