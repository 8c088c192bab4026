import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, MAIL_BODY_MAX, MAIL_TITLE_MAX, MailErrcode } from '@casino/contract';
import type { MailSummary } from '@casino/contract';
import {
  MAIL_BET_RATE_DEFAULT, MAIL_EXPIRE_DAYS_MAX, MAIL_SEND_LIST_MAX, OPERATOR_MAIL_BODY_MAX, OPERATOR_MAIL_TITLE_MAX, OperatorCode, OperatorErrcode,
} from '@casino/contract/operator';
import { EXPIRE_DAYS_MAX, SEND_LIST_MAX, WELCOME_BET_RATE } from '../src/modules/mail/index.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { opCall, signedInOperator } from './operators-helper.ts';

/**
 * The console's mail composer (mailSend, mailSendList) over the mail module's operator send, and
 * the books check on demand (booksCheck), docs/decisions/068.
 */

const DAY_MS = 86_400_000;

let app: TestApp;
type Op = Awaited<ReturnType<typeof signedInOperator>>;
let marketing: Op;
let finance: Op;
let support: Op;
let admin: Op;

beforeAll(async () => {
  app = await buildTestApp();
  marketing = await signedInOperator(app, 'marketing');
  finance = await signedInOperator(app, 'finance');
  support = await signedInOperator(app, 'support');
  admin = await signedInOperator(app, 'admin');
});
afterAll(() => app.dispose());

const operatorMails = async (player: RegisteredPlayer): Promise<MailSummary[]> =>
  ((await call(app, 'getMail2', { pageSize: 50 }, player.token)).list ?? []).filter((m) => m.kind === 'operator');
const coinOf = async (player: RegisteredPlayer) => (await call(app, 'refreshData', {}, player.token)).coin as number;
const sendCount = async () => Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_sends')).rows[0]?.n);
const sendAudit = async (sendId: number) =>
  (await app.db.query<{ operator: string; after: Record<string, unknown>; detail: Record<string, unknown> }>(
    "SELECT operator, after, detail FROM ops_audit WHERE action = 'mail.send' AND subject_kind = 'mailSend' AND subject_id = $1", [String(sendId)],
  )).rows;
const send = (op: Op, body: Record<string, unknown>) => opCall(app, 'mailSend', { title: 'A word from the team', body: 'Thank you for playing.', ...body }, op.cookie);
const expectBooksClean = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);

describe('mailSend', () => {
  it('the console\'s plain-data limits are the mail module\'s and the player contract\'s', () => {
    expect(MAIL_SEND_LIST_MAX).toBe(SEND_LIST_MAX);
    expect(MAIL_EXPIRE_DAYS_MAX).toBe(EXPIRE_DAYS_MAX);
    expect(MAIL_BET_RATE_DEFAULT).toBe(WELCOME_BET_RATE);
    expect([OPERATOR_MAIL_TITLE_MAX, OPERATOR_MAIL_BODY_MAX]).toEqual([MAIL_TITLE_MAX, MAIL_BODY_MAX]);
  });

  it('to one player: coins with a bet rate and points, claimable once; the sender is the signed-in operator', async () => {
    const player = await registerPlayer(app);
    const sent = await send(marketing, {
      to: [player.user.id], title: 'Sorry for the downtime', body: 'Here is 12.34 for your patience.\nAnd 3 points.',
      attachments: [{ id: ItemId.Coin, count: 1_234, betRate: 2 }, { id: ItemId.Points, count: 300 }], expireDays: 7,
    });
    expect(sent).toMatchObject({ errcode: 0, sendId: expect.any(Number), recipients: 1 });
    const sendId = sent.sendId as number;

    const [mail, ...others] = await operatorMails(player);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ title: 'Sorry for the downtime', hasAttachments: true, expireTime: app.clock.now().getTime() + 7 * DAY_MS });
    const detail = await call(app, 'getMailDetail', { id: mail!.id }, player.token);
    expect(detail.mail?.attachments).toEqual([{ id: ItemId.Coin, count: 1_234, betRate: 2 }, { id: ItemId.Points, count: 300 }]);
    expect(await sendAudit(sendId)).toMatchObject([{
      operator: marketing.username, after: { title: 'Sorry for the downtime', audience: 'players', recipients: 1 }, detail: { to: [player.user.id] },
    }]);

    expect(await call(app, 'receiveMail', { id: mail!.id }, player.token)).toMatchObject({ errcode: 0, coin: 1_234, claim: { coin: 1_234, points: 300, turnoverAdded: 2_468 } });
    expect(await call(app, 'receiveMail', { id: mail!.id }, player.token)).toMatchObject({ errcode: MailErrcode.MailAlreadyReceived });
    expect(await coinOf(player)).toBe(1_234);
    await expectBooksClean();
  });

  it('coins without a bet rate turn over once, as the command line\'s --coin does', async () => {
    const player = await registerPlayer(app);
    expect((await send(marketing, { to: [player.user.id], attachments: [{ id: ItemId.Coin, count: 100 }] })).errcode).toBe(0);
    const [mail] = await operatorMails(player);
    expect((await call(app, 'getMailDetail', { id: mail!.id }, player.token)).mail?.attachments).toEqual([{ id: ItemId.Coin, count: 100, betRate: 1 }]);
  });

  it('to a list: each listed player once; an unknown id refuses the whole send and nothing is sent', async () => {
    const [a, b, c] = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const sent = await send(admin, { to: [a.user.id, b.user.id, a.user.id], title: 'Points week' });
    expect(sent).toMatchObject({ errcode: 0, recipients: 2 });
    for (const player of [a, b]) expect((await operatorMails(player)).map((m) => m.title)).toEqual(['Points week']);
    expect(await operatorMails(c)).toEqual([]);

    const before = await sendCount();
    const refused = await send(admin, { to: [c.user.id, 999_999_999], title: 'Never sent' });
    expect(refused).toMatchObject({ errcode: OperatorErrcode.Refused, msg: expect.stringContaining('999999999') });
    expect(await sendCount()).toBe(before);
    expect(await operatorMails(c)).toEqual([]);
  });

  it('to everyone: every active player gets exactly one mail, a banned player none; the gift is granted once however often it is claimed', async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const banned = await registerPlayer(app);
    expect((await opCall(app, 'playerBan', { playerId: banned.user.id, reason: 'Duplicate account' }, admin.cookie)).errcode).toBe(0);
    const active = Number((await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM players WHERE status = 'active'")).rows[0]?.n);

    const sent = await send(marketing, { to: 'all', title: 'Weekend gift', attachments: [{ id: ItemId.Coin, count: 500, betRate: 1 }] });
    expect(sent).toMatchObject({ errcode: 0, recipients: active });
    const { rows } = await app.db.query<{ player_id: number; n: number }>(
      'SELECT player_id, count(*)::int AS n FROM mails WHERE send_id = $1 GROUP BY player_id', [sent.sendId],
    );
    expect(rows).toHaveLength(active);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    expect(rows.map((r) => Number(r.player_id))).not.toContain(banned.user.id);
    expect(await sendAudit(sent.sendId as number)).toMatchObject([{ operator: marketing.username, after: { audience: 'all', recipients: active }, detail: { to: 'all' } }]);

    for (const player of players) {
      const gift = (await operatorMails(player)).find((m) => m.title === 'Weekend gift');
      expect(gift).toBeDefined();
      const before = await coinOf(player);
      // Two claims at once: the mail's row lock lets exactly one grant.
      const claims = await Promise.all([call(app, 'receiveMail', { id: gift!.id }, player.token), call(app, 'receiveMail', { id: gift!.id }, player.token)]);
      expect(claims.map((r) => r.errcode).sort()).toEqual([0, MailErrcode.MailAlreadyReceived]);
      expect(await coinOf(player)).toBe(before + 500);
    }
    await expectBooksClean();
  });

  it('bad input answers 400 naming the field and sends nothing', async () => {
    const player = await registerPlayer(app);
    const to = [player.user.id];
    const before = await sendCount();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ to: [], title: 'x', body: 'x' }, 'to'],
      [{ to: 'everyone', title: 'x', body: 'x' }, 'to'],
      [{ to: [0], title: 'x', body: 'x' }, 'to.0'],
      [{ title: 'x', body: 'x' }, 'to'],
      [{ to, title: '   ', body: 'x' }, 'title'],
      [{ to, title: 'Two\nlines', body: 'x' }, 'title'],
      [{ to, title: 'x'.repeat(101), body: 'x' }, 'title'],
      [{ to, title: 'x' }, 'body'],
      [{ to, title: 'x', body: 'x'.repeat(2001) }, 'body'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: 4001, count: 1 }] }, 'attachments.0.id'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: ItemId.Coin, count: 0 }] }, 'attachments.0.count'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: ItemId.Coin, count: 12.5 }] }, 'attachments.0.count'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: ItemId.Coin, count: 100, betRate: 1.234 }] }, 'attachments.0.betRate'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: ItemId.Coin, count: 100, betRate: 1001 }] }, 'attachments.0.betRate'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: ItemId.Points, count: 100, betRate: 1 }] }, 'attachments.0.betRate'],
      [{ to, title: 'x', body: 'x', attachments: [{ id: ItemId.Coin, count: 1 }, { id: ItemId.Coin, count: 2 }] }, 'attachments'],
      [{ to, title: 'x', body: 'x', expireDays: 0 }, 'expireDays'],
      [{ to, title: 'x', body: 'x', expireDays: 1.5 }, 'expireDays'],
    ];
    for (const [body, field] of bad) {
      const res = await opCall(app, 'mailSend', body, marketing.cookie);
      expect(res, JSON.stringify(body)).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}: `)) });
    }
    expect(await sendCount()).toBe(before);
    expect(await operatorMails(player)).toEqual([]);
  });

  it('marketing and admin may send; finance and support may not', async () => {
    const player = await registerPlayer(app);
    for (const op of [finance, support]) {
      expect(await send(op, { to: [player.user.id] }), op.role).toMatchObject({ code: OperatorCode.Forbidden, msg: expect.stringContaining('mail.send') });
      expect((await opCall(app, 'mailSendList', {}, op.cookie)).code, op.role).toBe(OperatorCode.Forbidden);
    }
    expect(await operatorMails(player)).toEqual([]);
  });
});

describe('mailSendList', () => {
  it('lists the recent sends newest first: who, to whom, how many, when', async () => {
    const player = await registerPlayer(app);
    const sent = await send(admin, { to: [player.user.id], title: 'Newest send', attachments: [{ id: ItemId.Points, count: 50 }], expireDays: 3 });
    const { list, activePlayers } = await opCall(app, 'mailSendList', { limit: 3 }, marketing.cookie);
    expect(activePlayers).toBe(Number((await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM players WHERE status = 'active'")).rows[0]?.n));
    expect(activePlayers).toBeGreaterThan(5);
    expect(list).toHaveLength(3);
    expect(list?.[0]).toEqual({
      id: sent.sendId, operator: admin.username, audience: 'players', title: 'Newest send', body: 'Thank you for playing.',
      attachments: [{ id: ItemId.Points, count: 50 }], recipients: 1,
      expiresAt: app.clock.now().getTime() + 3 * DAY_MS, createdAt: app.clock.now().getTime(),
    });
    const ids = list!.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(list?.some((s) => s.audience === 'all' && s.title === 'Weekend gift')).toBe(true);
  });
});

describe('booksCheck', () => {
  it('answers the clean report with its figures and records who ran it', async () => {
    const report = await opCall(app, 'booksCheck', {}, finance.cookie);
    expect(report).toMatchObject({ errcode: 0, ok: true, breaches: [], checkedAt: app.clock.now().getTime() });
    expect(report.checks).toHaveLength(5);
    expect(report.transfersChecked).toBeGreaterThan(0);
    expect(report.assets?.find((a) => a.asset === 'COIN')).toMatchObject({ sum: 0, transfers: expect.any(Number) });
    const { rows } = await app.db.query<{ operator: string; after: Record<string, unknown> }>("SELECT operator, after FROM ops_audit WHERE action = 'books.check' ORDER BY id");
    expect(rows).toMatchObject([{ operator: finance.username, after: { ok: true, breaches: 0, transfersChecked: report.transfersChecked } }]);
    for (const op of [marketing, support]) expect((await opCall(app, 'booksCheck', {}, op.cookie)).code, op.role).toBe(OperatorCode.Forbidden);
  });

  it('reports a broken book with the problem and its figures (on an app of its own, repaired before it closes)', async () => {
    const broken = await buildTestApp({ userRegisterCoin: 1_000 });
    try {
      await registerPlayer(broken);
      const auditor = await signedInOperator(broken, 'admin');
      // A house shard no transfer ever touched, holding 7.77: value created out of nothing.
      const { rows: [stray] } = await broken.db.query<{ id: number }>(
        "INSERT INTO ledger_accounts (asset, purpose, shard, balance) VALUES ('COIN', 'house', 1023, 777) RETURNING id",
      );
      const report = await opCall(broken, 'booksCheck', {}, auditor.cookie);
      expect(report).toMatchObject({ errcode: 0, ok: false });
      expect(report.breaches).toEqual(expect.arrayContaining([
        { check: 'per asset the balances sum to zero', detail: 'COIN balances sum to 777' },
        { check: 'every account balance equals the sum of its transfer legs', detail: `account ${stray!.id} balance 777, legs sum to 0` },
      ]));
      expect(report.assets?.find((a) => a.asset === 'COIN')?.sum).toBe(777);
      const { rows } = await broken.db.query<{ after: Record<string, unknown>; detail: { breaches: unknown[] } }>("SELECT after, detail FROM ops_audit WHERE action = 'books.check'");
      expect(rows).toHaveLength(1);
      expect(rows[0]?.after).toMatchObject({ ok: false, breaches: report.breaches?.length });
      expect(rows[0]?.detail.breaches).toEqual(report.breaches);

      await broken.db.query('DELETE FROM ledger_accounts WHERE id = $1', [stray!.id]);
      expect(await opCall(broken, 'booksCheck', {}, auditor.cookie)).toMatchObject({ errcode: 0, ok: true, breaches: [] });
    } finally {
      await broken.dispose();
    }
  });
});
