import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_COUNT, calls, ProfileErrcode } from '@casino/contract';
import { buildTestApp, call, encryptPassword, registerPlayer, strongPassword, uniqueName } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

describe('profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  const info = async (player: RegisteredPlayer) => call(app, 'getAfterLoginInfo', {}, player.token);
  /** A 400 naming the field, and nothing changed. */
  const expectBadInput = (res: { code: number; errcode: number; msg?: string }, field: string) => {
    expect(res).toMatchObject({ code: 400, errcode: 400 });
    expect(res.msg, JSON.stringify(res)).toMatch(new RegExp(`^${field}: `));
  };

  describe('updateProfile', () => {
    it('changes the nickname and the avatar, answers both, and the user info shows them', async () => {
      const player = await registerPlayer(app);
      const res = await call(app, 'updateProfile', { nickname: '  Lucky Ace  ', avatar: 11 }, player.token);
      expect(res).toMatchObject({ code: 200, errcode: 0, nickname: 'Lucky Ace', avatar: 11 });
      expect(calls.updateProfile.response.safeParse(res).success).toBe(true);
      expect(await info(player)).toMatchObject({ nickname: 'Lucky Ace', avatar: 11 });
    });

    it('changes one of the two and keeps the other', async () => {
      const player = await registerPlayer(app);
      expect(await call(app, 'updateProfile', { avatar: 0 }, player.token)).toMatchObject({ errcode: 0, nickname: player.account, avatar: 0 });
      expect(await call(app, 'updateProfile', { nickname: 'Ñandú-7 ü' }, player.token)).toMatchObject({ errcode: 0, nickname: 'Ñandú-7 ü', avatar: 0 });
      expect(await info(player)).toMatchObject({ nickname: 'Ñandú-7 ü', avatar: 0 });
    });

    it('refuses a body with neither, naming nickname', async () => {
      const player = await registerPlayer(app);
      expectBadInput(await call(app, 'updateProfile', {}, player.token), 'nickname');
    });

    it('refuses nicknames out of the rules, naming nickname, and changes nothing', async () => {
      const player = await registerPlayer(app);
      const bad = ['a', ' b ', 'x'.repeat(21), 'two  spaces', '.dot', '-dash', 'tab\there', 'bell\u0007', 'zero\u200Bwidth', 'emoji 😀', '<script>', 'a/b', ''];
      for (const nickname of bad) expectBadInput(await call(app, 'updateProfile', { nickname, avatar: 1 }, player.token), 'nickname');
      expect(await info(player)).toMatchObject({ nickname: player.account, avatar: player.user.avatar });
    });

    it('refuses an avatar that is not offered, naming avatar', async () => {
      const player = await registerPlayer(app);
      for (const avatar of [AVATAR_COUNT, -1, 1.5, '3', null]) {
        expectBadInput(await call(app, 'updateProfile', { avatar }, player.token), 'avatar');
      }
      expect((await info(player)).avatar).toBe(player.user.avatar);
    });

    it('needs a login and changes only the caller', async () => {
      const [one, other] = [await registerPlayer(app), await registerPlayer(app)];
      expect(await call(app, 'updateProfile', { nickname: 'Nobody' })).toMatchObject({ code: 401 });
      await call(app, 'updateProfile', { nickname: 'Only Me', avatar: 5 }, one.token);
      expect(await info(other)).toMatchObject({ nickname: other.account, avatar: other.user.avatar });
    });
  });

  describe('agentFill', () => {
    it('binds the inviter by invite code, in any case, and the user info shows the superior', async () => {
      const [inviter, player] = [await registerPlayer(app), await registerPlayer(app)];
      const res = await call(app, 'agentFill', { pid: inviter.user.inviteCode.toLowerCase() }, player.token);
      expect(res).toMatchObject({ code: 200, errcode: 0, pid: inviter.user.id });
      expect((await info(player)).pid).toBe(inviter.user.id);
      // The inviter's own record is untouched.
      expect((await info(inviter)).pid).toBe(0);
    });

    it('binds by player id, as a number or as digits', async () => {
      const [inviter, byNumber, byDigits] = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
      expect(await call(app, 'agentFill', { pid: inviter.user.id }, byNumber.token)).toMatchObject({ errcode: 0, pid: inviter.user.id });
      expect(await call(app, 'agentFill', { pid: String(inviter.user.id) }, byDigits.token)).toMatchObject({ errcode: 0, pid: inviter.user.id });
    });

    it('binds once: a second inviter is refused and the first stays', async () => {
      const [first, second, player] = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
      await call(app, 'agentFill', { pid: first.user.inviteCode }, player.token);
      expect(await call(app, 'agentFill', { pid: second.user.inviteCode }, player.token)).toMatchObject({ errcode: ProfileErrcode.InviterAlreadyBound });
      expect(await call(app, 'agentFill', { pid: first.user.inviteCode }, player.token)).toMatchObject({ errcode: ProfileErrcode.InviterAlreadyBound });
      expect((await info(player)).pid).toBe(first.user.id);
    });

    it('refuses a player invited at registration', async () => {
      const inviter = await registerPlayer(app);
      const res = await call(app, 'accountRegist', { declaration: true, account: uniqueName('Inv'), password: await encryptPassword(app, strongPassword()), inviteCode: inviter.user.inviteCode });
      expect(res.pid).toBe(inviter.user.id);
      const other = await registerPlayer(app);
      expect(await call(app, 'agentFill', { pid: other.user.inviteCode }, res.token as string)).toMatchObject({ errcode: ProfileErrcode.InviterAlreadyBound });
    });

    it('never binds oneself, by code or by id', async () => {
      const player = await registerPlayer(app);
      for (const pid of [player.user.inviteCode, player.user.id, String(player.user.id)]) {
        expect(await call(app, 'agentFill', { pid }, player.token), String(pid)).toMatchObject({ errcode: ProfileErrcode.InviterIsSelf });
      }
      expect((await info(player)).pid).toBe(0);
    });

    it('refuses a code or id no player has', async () => {
      const player = await registerPlayer(app);
      for (const pid of ['ZZZZ9999', 'NOSUCH', 99_999_999, '99999999']) {
        expect(await call(app, 'agentFill', { pid }, player.token), String(pid)).toMatchObject({ errcode: ProfileErrcode.InviterNotFound });
      }
      expect((await info(player)).pid).toBe(0);
    });

    it('refuses a banned inviter', async () => {
      const [inviter, player] = [await registerPlayer(app), await registerPlayer(app)];
      await app.db.query("UPDATE players SET status = 'banned' WHERE id = $1", [inviter.user.id]);
      expect(await call(app, 'agentFill', { pid: inviter.user.inviteCode }, player.token)).toMatchObject({ errcode: ProfileErrcode.InviterInactive });
      expect((await info(player)).pid).toBe(0);
    });

    it("refuses one's own invitee, directly or further down the chain", async () => {
      const [top, middle, bottom] = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
      await call(app, 'agentFill', { pid: top.user.inviteCode }, middle.token);
      await call(app, 'agentFill', { pid: middle.user.inviteCode }, bottom.token);
      expect(await call(app, 'agentFill', { pid: middle.user.inviteCode }, top.token)).toMatchObject({ errcode: ProfileErrcode.InviterIsInvitee });
      expect(await call(app, 'agentFill', { pid: bottom.user.id }, top.token)).toMatchObject({ errcode: ProfileErrcode.InviterIsInvitee });
      expect((await info(top)).pid).toBe(0);
    });

    it('two players binding each other at once: one wins, no loop', async () => {
      const [a, b] = [await registerPlayer(app), await registerPlayer(app)];
      const answers = await Promise.all([
        call(app, 'agentFill', { pid: b.user.inviteCode }, a.token),
        call(app, 'agentFill', { pid: a.user.inviteCode }, b.token),
      ]);
      expect(answers.map((r) => r.errcode).sort()).toEqual([0, ProfileErrcode.InviterIsInvitee]);
      const pids = [(await info(a)).pid, (await info(b)).pid];
      expect(pids.filter((pid) => pid !== 0)).toHaveLength(1);
    });

    it('refuses a malformed pid, naming pid', async () => {
      const player = await registerPlayer(app);
      for (const pid of ['', '  ', 'ab-cd', 'x'.repeat(33), 0, -5, 1.5, null, true]) {
        expectBadInput(await call(app, 'agentFill', { pid }, player.token), 'pid');
      }
      expect(await call(app, 'agentFill', {}, player.token)).toMatchObject({ code: 400 });
    });
  });

  describe('appUserOther and updateAppUserOther', () => {
    const details = { realName: 'Juan Dela Cruz', email: 'juan@example.com', birthday: '1990-05-17', gender: 'male' };

    it('are empty until saved, then answer the saved details and hasUserOther', async () => {
      const player = await registerPlayer(app);
      const empty = await call(app, 'appUserOther', {}, player.token);
      expect(empty).toMatchObject({ errcode: 0, realName: '', email: '', birthday: '', gender: '', hasUserOther: false, updatedAt: null });
      expect((await info(player)).hasUserOther).toBe(false);

      const saved = await call(app, 'updateAppUserOther', { ...details, realName: '  Juan Dela Cruz ', email: ' juan@example.com' }, player.token);
      expect(saved).toMatchObject({ errcode: 0, ...details, hasUserOther: true, updatedAt: app.clock.now().getTime() });
      expect(calls.updateAppUserOther.response.safeParse(saved).success).toBe(true);
      expect(await call(app, 'appUserOther', {}, player.token)).toMatchObject({ ...details, hasUserOther: true });
      expect((await info(player)).hasUserOther).toBe(true);
    });

    it('saves again over the previous details', async () => {
      const player = await registerPlayer(app);
      await call(app, 'updateAppUserOther', details, player.token);
      const again = await call(app, 'updateAppUserOther', { ...details, email: 'new@example.org', gender: 'other' }, player.token);
      expect(again).toMatchObject({ errcode: 0, email: 'new@example.org', gender: 'other' });
      expect(await call(app, 'appUserOther', {}, player.token)).toMatchObject({ email: 'new@example.org', gender: 'other' });
    });

    it('shows one player nothing of another', async () => {
      const [one, other] = [await registerPlayer(app), await registerPlayer(app)];
      await call(app, 'updateAppUserOther', details, one.token);
      expect(await call(app, 'appUserOther', {}, other.token)).toMatchObject({ realName: '', hasUserOther: false });
      expect((await info(other)).hasUserOther).toBe(false);
    });

    it('refuses a player younger than 21 by the Philippine calendar', async () => {
      const player = await registerPlayer(app);
      // The test clock is 2030-01-01T00:00Z: 08:00 on 1 January 2030 in Manila.
      expect(await call(app, 'updateAppUserOther', { ...details, birthday: '2009-01-02' }, player.token)).toMatchObject({ errcode: ProfileErrcode.UnderAge });
      expect(await call(app, 'updateAppUserOther', { ...details, birthday: '2009-01-01' }, player.token)).toMatchObject({ errcode: 0 });
    });

    it('refuses bad details, naming the field, and saves nothing', async () => {
      const player = await registerPlayer(app);
      const cases: Array<[string, unknown]> = [
        ['realName', ''], ['realName', 'Juan 2'], ['realName', 'x'.repeat(65)],
        ['email', 'juan'], ['email', 'juan@example'], ['email', 'ju an@example.com'], ['email', `${'x'.repeat(250)}@e.com`],
        ['birthday', '17-05-1990'], ['birthday', '1990-02-30'], ['birthday', '1899-12-31'], ['birthday', '2031-01-01'],
        ['gender', 'x'], ['gender', ''],
      ];
      for (const [field, value] of cases) {
        expectBadInput(await call(app, 'updateAppUserOther', { ...details, [field]: value }, player.token), field);
      }
      expect((await call(app, 'appUserOther', {}, player.token)).hasUserOther).toBe(false);
    });

    it('need a login', async () => {
      expect(await call(app, 'appUserOther', {})).toMatchObject({ code: 401 });
      expect(await call(app, 'updateAppUserOther', details)).toMatchObject({ code: 401 });
    });
  });

  describe('shortUrl', () => {
    const follow = (path: string) => app.inject({ method: 'GET', url: path });

    it('makes a short link to registration with the invite parameters of §9, the same one every time', async () => {
      const player = await registerPlayer(app);
      const first = await call(app, 'shortUrl', {}, player.token);
      expect(first).toMatchObject({ code: 200, errcode: 0 });
      expect(first.shortUrl).toBe(`/s/${first.shortCode}`);
      expect(first.shortCode).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(first.target).toBe(`/register?outValue=${player.user.inviteCode}&install_referrer=h5&aid=&share_referrer=8`);
      expect(await call(app, 'shortUrl', { path: '/register' }, player.token)).toMatchObject({ code: 200, errcode: 0, shortUrl: first.shortUrl });

      const res = await follow(first.shortUrl as string);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(first.target);
    });

    it('gives another path, or another player, another code', async () => {
      const [one, other] = [await registerPlayer(app), await registerPlayer(app)];
      const register = await call(app, 'shortUrl', { path: '/register' }, one.token);
      const spin = await call(app, 'shortUrl', { path: '/activity/spin' }, one.token);
      const others = await call(app, 'shortUrl', { path: '/register' }, other.token);
      expect(new Set([register.shortCode, spin.shortCode, others.shortCode]).size).toBe(3);
      expect(spin.target).toMatch(/^\/activity\/spin\?outValue=/);
      expect(others.target).toContain(`outValue=${other.user.inviteCode}`);
      expect((await follow(others.shortUrl as string)).headers.location).toBe(others.target);
    });

    it('sends an unknown or malformed code to the home page', async () => {
      for (const path of ['/s/ZZZZZZZZ', '/s/short', '/s/%3Cscript%3E']) {
        const res = await follow(path);
        expect(res.statusCode, path).toBe(302);
        expect(res.headers.location).toBe('/');
      }
    });

    it('refuses anything but a path of the app, naming path', async () => {
      const player = await registerPlayer(app);
      for (const path of ['//evil.example', 'https://evil.example/', '/register?x=1', 'register', '/a b', '/\\evil', `/${'a'.repeat(256)}`]) {
        expectBadInput(await call(app, 'shortUrl', { path }, player.token), 'path');
      }
    });

    it('needs a login', async () => {
      expect(await call(app, 'shortUrl', {})).toMatchObject({ code: 401 });
    });
  });
});
