import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemId } from '@casino/contract';
import type { MailSummary } from '@casino/contract';
import { call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer } from './helper.ts';
import { buildPaymentsApp, coinOf, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/** npm run ops -- mail send / mail list: operators' mail, audited. */

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => t.dispose());

const operatorMails = async (player: RegisteredPlayer): Promise<MailSummary[]> =>
  ((await call(t.app, 'getMail2', { pageSize: 50 }, player.token)).list ?? []).filter((m) => m.kind === 'operator');
const sendCount = async () => Number((await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM mail_sends')).rows[0]?.n);
const auditOf = async (sendId: string) =>
  (await t.app.db.query<{ operator: string; action: string; subject_kind: string; before: unknown; after: Record<string, unknown>; detail: Record<string, unknown> }>(
    "SELECT operator, action, subject_kind, before, after, detail FROM ops_audit WHERE subject_kind = 'mailSend' AND subject_id = $1", [sendId],
  )).rows;
const sendIdOf = (lines: string[]) => /^sent mail (\d+) to/.exec(lines[0] ?? '')?.[1] as string;

describe('mail send', () => {
  it('sends to one player with coins and a bet rate; the claim grants them once; the audit row names who, what and to whom', async () => {
    const player = await registerPlayer(t.app);
    const sent = await t.ops('mail', 'send', '--to', String(player.user.id), '--title', 'Sorry for the downtime', '--body', 'Here is 12.34 for your patience.',
      '--coin', '12.34', '--bet-rate', '2', '--operator', 'olive');
    expect(sent).toMatchObject({ status: 0, lines: [expect.stringMatching(/^sent mail \d+ to 1 player\(s\)$/)] });
    const sendId = sendIdOf(sent.lines);

    const [mail] = await operatorMails(player);
    expect(mail).toMatchObject({ title: 'Sorry for the downtime', preview: 'Here is 12.34 for your patience.', hasAttachments: true, read: false, expireTime: -1 });
    const detail = await call(t.app, 'getMailDetail', { id: mail!.id }, player.token);
    expect(detail.mail?.attachments).toEqual([{ id: ItemId.Coin, count: 1_234, betRate: 2 }]);

    expect(await auditOf(sendId)).toEqual([{
      operator: 'olive', action: 'mail.send', subject_kind: 'mailSend', before: null,
      after: { title: 'Sorry for the downtime', audience: 'players', recipients: 1, attachments: [{ id: ItemId.Coin, count: 1_234, betRate: 2 }], expiresAt: null },
      detail: { to: [player.user.id] },
    }]);

    expect(await call(t.app, 'receiveMail', { id: mail!.id }, player.token)).toMatchObject({ errcode: 0, coin: 1_234, claim: { coin: 1_234, turnoverAdded: 2_468 } });
    expect(await call(t.app, 'receiveMail', { id: mail!.id }, player.token)).toMatchObject({ errcode: 3303 });
    expect(await coinOf(t.app, player.token)).toBe(1_234);
    await expectBooksClean(t.app);
  });

  it('sends to a list (each once, repeats ignored) with a claim period', async () => {
    const [a, b, c] = [await registerPlayer(t.app), await registerPlayer(t.app), await registerPlayer(t.app)];
    const sent = await t.ops('mail', 'send', '--to', `${a.user.id},${b.user.id},${a.user.id}`, '--title', 'Points week', '--body', 'Three points each.',
      '--points', '3', '--expire-days', '7', '--operator', 'olive');
    expect(sent).toMatchObject({ status: 0, lines: ['sent mail ' + sendIdOf(sent.lines) + ' to 2 player(s)'] });
    const week = t.app.clock.now().getTime() + 7 * 86_400_000;
    for (const player of [a, b]) expect(await operatorMails(player)).toMatchObject([{ title: 'Points week', expireTime: week }]);
    expect(await operatorMails(c)).toEqual([]);
    expect((await auditOf(sendIdOf(sent.lines)))[0]?.detail).toEqual({ to: [a.user.id, b.user.id] });
  });

  it('sends to everyone active now: later players do not get it', async () => {
    const before = await registerPlayer(t.app);
    const banned = await registerPlayer(t.app);
    await t.app.db.query("UPDATE players SET status = 'banned' WHERE id = $1", [banned.user.id]);
    const active = Number((await t.app.db.query<{ n: number }>("SELECT count(*) AS n FROM players WHERE status = 'active'")).rows[0]?.n);
    const sent = await t.ops('mail', 'send', '--to', 'all', '--title', 'Maintenance tonight', '--body', 'From 02:00 to 03:00.', '--operator', 'olive');
    expect(sent).toMatchObject({ status: 0, lines: [`sent mail ${sendIdOf(sent.lines)} to ${active} player(s)`] });
    const rows = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM mails WHERE send_id = $1', [Number(sendIdOf(sent.lines))]);
    expect(Number(rows.rows[0]?.n)).toBe(active);
    expect(await operatorMails(before)).toMatchObject([{ title: 'Maintenance tonight', hasAttachments: false }]);
    const { rows: bannedMail } = await t.app.db.query('SELECT 1 FROM mails WHERE send_id = $1 AND player_id = $2', [Number(sendIdOf(sent.lines)), banned.user.id]);
    expect(bannedMail).toEqual([]);
    const later = await registerPlayer(t.app);
    expect(await operatorMails(later)).toEqual([]);
    expect((await auditOf(sendIdOf(sent.lines)))[0]).toMatchObject({ after: { audience: 'all', recipients: active }, detail: { to: 'all' } });
  });

  it('refuses what it cannot send; a refused send writes nothing', async () => {
    const player = await registerPlayer(t.app);
    const to = String(player.user.id);
    const sends = await sendCount();
    const base = ['mail', 'send', '--to', to, '--title', 'T', '--body', 'B'];
    // Usage: 2.
    for (const argv of [
      base,
      ['mail', 'send', '--title', 'T', '--body', 'B', '--operator', 'olive'],
      ['mail', 'send', '--to', to, '--body', 'B', '--operator', 'olive'],
      ['mail', 'send', '--to', to, '--title', 'T', '--operator', 'olive'],
      [...base, '--operator', 'olive', '--coin', '0'],
      [...base, '--operator', 'olive', '--coin', '1.234'],
      [...base, '--operator', 'olive', '--coin', '-5'],
      [...base, '--operator', 'olive', '--points', 'lots'],
      [...base, '--operator', 'olive', '--bet-rate', '2'],
      [...base, '--operator', 'olive', '--coin', '1', '--bet-rate', '1001'],
      [...base, '--operator', 'olive', '--expire-days', '0'],
      ['mail', 'send', '--to', `${to},x`, '--title', 'T', '--body', 'B', '--operator', 'olive'],
      [...base, '--operator', 'auto'],
      ['mail', 'list'],
    ]) {
      expect(await t.ops(...argv), argv.join(' ')).toMatchObject({ status: 2 });
    }
    // Refused by a rule: 1.
    expect(await t.ops('mail', 'send', '--to', `${to},999999999`, '--title', 'T', '--body', 'B', '--operator', 'olive'))
      .toMatchObject({ status: 1, lines: ['refused: no player with id 999999999'] });
    expect(await t.ops('mail', 'send', '--to', to, '--title', 'x'.repeat(101), '--body', 'B', '--operator', 'olive')).toMatchObject({ status: 1 });
    expect(await t.ops('mail', 'send', '--to', to, '--title', 'T', '--body', 'x'.repeat(2001), '--operator', 'olive')).toMatchObject({ status: 1 });
    expect(await t.ops('mail', 'send', '--to', to, '--title', 'Two\nlines', '--body', 'B', '--operator', 'olive')).toMatchObject({ status: 1 });
    expect(await sendCount()).toBe(sends);
    expect(await operatorMails(player)).toEqual([]);
    const { rows } = await t.app.db.query("SELECT 1 FROM ops_audit WHERE action = 'mail.send' AND detail->'to' @> $1::jsonb", [JSON.stringify([player.user.id])]);
    expect(rows).toEqual([]);
  });
});

describe('mail list', () => {
  it("shows a player's mail, newest first, with read, claim and deleted state", async () => {
    const player = await registerPlayer(t.app);
    t.app.clock.advance(1_000);
    expect((await t.ops('mail', 'send', '--to', String(player.user.id), '--title', 'Gift', '--body', 'Coins', '--coin', '1', '--operator', 'olive')).status).toBe(0);
    const [gift] = await operatorMails(player);
    await call(t.app, 'receiveMail', { id: gift!.id }, player.token);
    const welcome = ((await call(t.app, 'getMail2', {}, player.token)).list ?? []).find((m) => m.kind === 'system')!;
    await call(t.app, 'delMail', { id: welcome.id }, player.token);

    const listed = await t.ops('mail', 'list', '--player', String(player.user.id));
    expect(listed.status).toBe(0);
    expect(listed.lines[0]).toBe(`2 mail(s) of player ${player.user.id}`);
    expect(listed.lines[1]).toMatch(new RegExp(`^${gift!.id}  operator  \\S+  read {4}from olive  Gift  \\[1\\.00 coins x1: received \\S+\\]$`));
    expect(listed.lines[2]).toMatch(new RegExp(`^${welcome.id}  system    \\S+  unread  deleted  Welcome to Casino!$`));
  });
});
