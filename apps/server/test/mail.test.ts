import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemId, MailErrcode } from '@casino/contract';
import type { MailSummary } from '@casino/contract';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer } from './helper.ts';
import { buildPaymentsApp, coinOf, expectBooksClean, fundedPlayer, GCASH, readyToWithdraw, requestId, submitKyc } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/** The welcome gift of this suite: 5.00 coins, turned over once. */
const WELCOME_COIN = 500;
const DAY_MS = 86_400_000;

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp({ app: { mailWelcomeCoin: WELCOME_COIN } });
});
afterAll(() => t.dispose());

const inbox = async (token: string, page = 1, pageSize = 50) => {
  const res = await call(t.app, 'getMail2', { page, pageSize }, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  return res as typeof res & { list: MailSummary[]; total: number; unread: number };
};
const titled = async (token: string, title: string): Promise<MailSummary> => {
  const mail = (await inbox(token)).list.find((m) => m.title === title);
  if (!mail) throw new Error(`no mail titled ${title}`);
  return mail;
};
const welcomeOf = (player: RegisteredPlayer) => titled(player.token, 'Welcome to Casino!');
const bodyOf = async (token: string, id: number) => {
  const res = await call(t.app, 'getMailDetail', { id }, token);
  expect(res.errcode).toBe(0);
  return res.mail!.body;
};
const dots = (token: string) => call(t.app, 'hasMailUnread', {}, token);
const hasMailDot = async (token: string) => (await call(t.app, 'getRedDots', {}, token)).hasMail;
const turnoverOwed = async (token: string) => ((await call(t.app, 'getWallet', {}, token)).turnover as { owed: number }).owed;
const mailCount = async (playerId: number) =>
  Number((await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM mails WHERE player_id = $1', [playerId])).rows[0]?.n);

/** An operator's mail to one player through the command line; the new mail's id. */
async function operatorMail(player: RegisteredPlayer, title: string, ...options: string[]): Promise<number> {
  const sent = await t.ops('mail', 'send', '--to', String(player.user.id), '--title', title, '--body', `${title}: the details.`, '--operator', 'olive', ...options);
  expect(sent, sent.lines.join('\n')).toMatchObject({ status: 0 });
  return (await titled(player.token, title)).id;
}

describe('the welcome mail', () => {
  it('arrives on registration, unread, with its gift waiting: no coins move until it is claimed', async () => {
    const player = await registerPlayer(t.app);
    const list = await inbox(player.token);
    expect(list).toMatchObject({ total: 1, unread: 1, page: 1, pageSize: 50 });
    expect(list.list[0]).toMatchObject({
      kind: 'system', title: 'Welcome to Casino!', read: false, readTime: null, hasAttachments: true, received: false, receiveTime: null,
      expired: false, expireTime: -1, createTime: t.app.clock.now().getTime(),
    });
    expect(list.list[0]!.preview).toMatch(/^Thank you for joining Casino\. Here is a welcome gift of 5\.00 coins/);
    expect(list.list[0]!.preview.length).toBeLessThanOrEqual(80);
    expect(await coinOf(t.app, player.token)).toBe(0);
    expect(await dots(player.token)).toMatchObject({ errcode: 0, red0: true, red1: true, red2: true });
    expect(await hasMailDot(player.token)).toBe(true);
  });

  it('opening marks it read (once); claiming grants the gift once, with its turnover, and clears the dots', async () => {
    const player = await registerPlayer(t.app);
    const { id } = await welcomeOf(player);
    t.app.clock.advance(60_000);
    const opened = await call(t.app, 'getMailDetail', { id }, player.token);
    expect(opened).toMatchObject({ errcode: 0, mail: { id, read: true, readTime: t.app.clock.now().getTime(), attachments: [{ id: ItemId.Coin, count: WELCOME_COIN, betRate: 1 }] } });
    expect(opened.mail!.body).toContain('welcome gift of 5.00 coins');
    t.app.clock.advance(60_000);
    // Opened again: the first reading time stays.
    expect((await call(t.app, 'getMailDetail', { id }, player.token)).mail!.readTime).toBe(opened.mail!.readTime);
    expect(await dots(player.token)).toMatchObject({ red0: false, red1: false, red2: true });
    // Unclaimed attachments keep the dot on.
    expect(await hasMailDot(player.token)).toBe(true);

    const claimed = await call(t.app, 'receiveMail', { id }, player.token);
    expect(claimed).toMatchObject({
      errcode: 0, coin: WELCOME_COIN, lottery: 0,
      mail: { id, received: true, receiveTime: t.app.clock.now().getTime() },
      claim: { source: 'mail', sourceRef: String(id), title: 'Welcome to Casino!', coin: WELCOME_COIN, turnoverAdded: WELCOME_COIN },
    });
    expect(claimed).toHaveProperty('vip');
    expect(await coinOf(t.app, player.token)).toBe(WELCOME_COIN);
    expect(await turnoverOwed(player.token)).toBe(WELCOME_COIN);
    expect((await call(t.app, 'getRewardClaims', {}, player.token)).list).toMatchObject([{ source: 'mail', sourceRef: String(id), coin: WELCOME_COIN }]);

    expect(await call(t.app, 'receiveMail', { id }, player.token)).toMatchObject({ code: 200, errcode: MailErrcode.MailAlreadyReceived });
    expect(await coinOf(t.app, player.token)).toBe(WELCOME_COIN);
    expect(await dots(player.token)).toMatchObject({ red0: false, red1: false, red2: false });
    expect(await hasMailDot(player.token)).toBe(false);
    await expectBooksClean(t.app);
  });

  it('claiming marks an unread mail read too', async () => {
    const player = await registerPlayer(t.app);
    const { id } = await welcomeOf(player);
    expect(await call(t.app, 'receiveMail', { id }, player.token)).toMatchObject({ errcode: 0, mail: { read: true, received: true } });
    expect(await inbox(player.token)).toMatchObject({ unread: 0 });
    expect(await dots(player.token)).toMatchObject({ red0: false, red2: false });
  });

  it('moves the coins exactly once for 50 concurrent claims of one mail', async () => {
    const player = await registerPlayer(t.app);
    const { id } = await welcomeOf(player);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(t.app, 'receiveMail', { id }, player.token)));
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errcode === MailErrcode.MailAlreadyReceived)).toHaveLength(49);
    expect(await coinOf(t.app, player.token)).toBe(WELCOME_COIN);
    expect(await turnoverOwed(player.token)).toBe(WELCOME_COIN);
    const claims = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM reward_claims WHERE claim_key = $1', [`mail:${id}`]);
    expect(Number(claims.rows[0]?.n)).toBe(1);
    const history = await call(t.app, 'getTransactionRecord', { page: 1, pageSize: 50 }, player.token);
    expect(history.list?.filter((row) => row.kind === 'reward')).toHaveLength(1);
    await expectBooksClean(t.app);
  });

  it('a welcome without coins carries nothing to claim', async () => {
    const plain = await buildPaymentsApp({ app: { mailWelcomeCoin: 0 } });
    try {
      const player = await registerPlayer(plain.app);
      const list = await call(plain.app, 'getMail2', { page: 1, pageSize: 20 }, player.token);
      expect(list.list).toMatchObject([{ title: 'Welcome to Casino!', hasAttachments: false }]);
      expect(list.list![0]!.preview).not.toContain('gift');
      const id = list.list![0]!.id;
      expect(await call(plain.app, 'receiveMail', { id }, player.token)).toMatchObject({ errcode: MailErrcode.MailNoAttachments });
      expect(await call(plain.app, 'hasMailUnread', {}, player.token)).toMatchObject({ red0: true, red2: false });
      // Nothing to claim: it may go at once.
      expect(await call(plain.app, 'delMail', { id }, player.token)).toMatchObject({ errcode: 0, id });
      expect(await call(plain.app, 'hasMailUnread', {}, player.token)).toMatchObject({ red0: false, red1: false, red2: false });
    } finally {
      await plain.dispose();
    }
  });
});

describe('deleting', () => {
  it('is refused while attachments wait; once claimed the mail goes for good', async () => {
    const player = await registerPlayer(t.app);
    const { id } = await welcomeOf(player);
    expect(await call(t.app, 'delMail', { id }, player.token)).toMatchObject({ code: 200, errcode: MailErrcode.MailAttachmentsUnclaimed });
    expect((await inbox(player.token)).total).toBe(1);
    expect((await call(t.app, 'receiveMail', { id }, player.token)).errcode).toBe(0);
    expect(await call(t.app, 'delMail', { id }, player.token)).toMatchObject({ errcode: 0, id });
    expect(await inbox(player.token)).toMatchObject({ total: 0, list: [] });
    for (const name of ['getMailDetail', 'receiveMail', 'delMail'] as const) {
      expect(await call(t.app, name, { id }, player.token), name).toMatchObject({ errcode: MailErrcode.MailNotFound });
    }
    expect(await coinOf(t.app, player.token)).toBe(WELCOME_COIN);
    await expectBooksClean(t.app);
  });
});

describe("another player's mail", () => {
  it('answers exactly like a mail that does not exist, and stays untouched', async () => {
    const [owner, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const { id } = await welcomeOf(owner);
    const missing = { getMailDetail: {}, receiveMail: {}, delMail: {} } as Record<string, unknown>;
    for (const name of ['getMailDetail', 'receiveMail', 'delMail'] as const) {
      const theirs = await call(t.app, name, { id }, other.token);
      missing[name] = await call(t.app, name, { id: 9_000_000_000 }, other.token);
      expect(theirs, name).toEqual(missing[name]);
      expect(theirs, name).toMatchObject({ code: 200, errcode: MailErrcode.MailNotFound, msg: 'No such mail' });
    }
    expect(await welcomeOf(owner)).toMatchObject({ read: false, received: false });
    expect(await coinOf(t.app, owner.token)).toBe(0);
    expect(await coinOf(t.app, other.token)).toBe(0);
    // Their lists hold only their own.
    expect((await inbox(other.token)).list.map((m) => m.id)).not.toContain(id);
  });
});

describe('bad input and logins', () => {
  it('answers 400 naming the field, and 401 without a login (hasMailUnread too)', async () => {
    const player = await registerPlayer(t.app);
    for (const name of ['getMailDetail', 'receiveMail', 'delMail'] as const) {
      for (const id of [0, -1, 1.5, '7', null, 2 ** 53]) {
        expect(await call(t.app, name, { id }, player.token), `${name} ${String(id)}`).toMatchObject({ code: 400, msg: expect.stringMatching(/^id: /) });
      }
      expect(await call(t.app, name, {}, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^id: /) });
    }
    expect(await call(t.app, 'getMail2', { page: 0 }, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^page: /) });
    expect(await call(t.app, 'getMail2', { pageSize: 51 }, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^pageSize: /) });
    expect(await call(t.app, 'getMail2', {}, player.token)).toMatchObject({ errcode: 0, page: 1, pageSize: 20, total: 1 });
    for (const name of ['getMail2', 'getMailDetail', 'receiveMail', 'delMail', 'hasMailUnread'] as const) {
      const res = await callRaw(t.app, name, { page: 1, id: 1 });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ code: 401 });
    }
  });
});

describe('the list', () => {
  it('pages newest first, counts the unread, and keeps read and claimed state per mail', async () => {
    const player = await registerPlayer(t.app);
    const sent = await t.ops('mail', 'send', '--to', String(player.user.id), '--title', 'News 1', '--body', 'First', '--operator', 'olive');
    expect(sent.status).toBe(0);
    for (let n = 2; n <= 5; n++) {
      t.app.clock.advance(1_000);
      expect((await t.ops('mail', 'send', '--to', String(player.user.id), '--title', `News ${n}`, '--body', `Number ${n}`, '--operator', 'olive')).status).toBe(0);
    }
    const first = await inbox(player.token, 1, 2);
    expect(first).toMatchObject({ total: 6, unread: 6, page: 1, pageSize: 2 });
    expect(first.list.map((m) => m.title)).toEqual(['News 5', 'News 4']);
    expect(first.list[0]).toMatchObject({ kind: 'operator', preview: 'Number 5', hasAttachments: false });
    expect((await inbox(player.token, 3, 2)).list.map((m) => m.title)).toEqual(['News 1', 'Welcome to Casino!']);
    expect((await inbox(player.token, 4, 2)).list).toEqual([]);

    await call(t.app, 'getMailDetail', { id: first.list[1]!.id }, player.token);
    const after = await inbox(player.token, 1, 2);
    expect(after.unread).toBe(5);
    expect(after.list.map((m) => m.read)).toEqual([false, true]);
    // Operator mail read, the system one not: red1 stays for the unread welcome.
    expect(await dots(player.token)).toMatchObject({ red0: true, red1: true, red2: true });
  });

  it('cuts a long body to a one-line preview at a word', async () => {
    const player = await registerPlayer(t.app);
    const body = `Line one\nand ${'word '.repeat(40)}end`;
    expect((await t.ops('mail', 'send', '--to', String(player.user.id), '--title', 'Long', '--body', body, '--operator', 'olive')).status).toBe(0);
    const mail = await titled(player.token, 'Long');
    expect(mail.preview).toMatch(/^Line one and word word .*word…$/);
    expect(mail.preview.length).toBeLessThanOrEqual(80);
    expect(await bodyOf(player.token, mail.id)).toBe(body);
  });
});

describe('attachments with an expiry', () => {
  it('can be claimed until then; after it, claiming is refused, the dot goes, and the mail may be deleted', async () => {
    const player = await registerPlayer(t.app);
    const id = await operatorMail(player, 'Weekend gift', '--coin', '2.50', '--bet-rate', '3', '--expire-days', '1');
    const now = t.app.clock.now().getTime();
    expect(await titled(player.token, 'Weekend gift')).toMatchObject({ hasAttachments: true, expired: false, expireTime: now + DAY_MS });
    const welcome = await welcomeOf(player);
    expect((await call(t.app, 'receiveMail', { id: welcome.id }, player.token)).errcode).toBe(0);
    expect(await dots(player.token)).toMatchObject({ red2: true });

    t.app.clock.advance(DAY_MS);
    expect(await titled(player.token, 'Weekend gift')).toMatchObject({ expired: true, received: false });
    expect(await call(t.app, 'receiveMail', { id }, player.token)).toMatchObject({ errcode: MailErrcode.MailExpired });
    expect(await coinOf(t.app, player.token)).toBe(WELCOME_COIN);
    expect(await dots(player.token)).toMatchObject({ red2: false });
    expect(await call(t.app, 'delMail', { id }, player.token)).toMatchObject({ errcode: 0 });
    await expectBooksClean(t.app);
  });

  it('grants coins with their bet rate and points', async () => {
    const player = await registerPlayer(t.app);
    const id = await operatorMail(player, 'Mixed gift', '--coin', '1.20', '--bet-rate', '2.5', '--points', '3');
    const claimed = await call(t.app, 'receiveMail', { id }, player.token);
    expect(claimed).toMatchObject({ errcode: 0, coin: 120, lottery: 300, claim: { coin: 120, points: 300, turnoverAdded: 300 } });
    expect(claimed.mail?.attachments).toEqual([{ id: ItemId.Coin, count: 120, betRate: 2.5 }, { id: ItemId.Points, count: 300 }]);
    await expectBooksClean(t.app);
  });
});

describe('system mail from events', () => {
  it('a credited deposit sends one mail naming the amount and the order; a replayed event sends nothing more', async () => {
    const player = await fundedPlayer(t.app, 25_000);
    const mail = await titled(player.token, 'Deposit received');
    const { rows } = await t.app.db.query<{ id: string }>('SELECT id FROM deposit_orders WHERE player_id = $1', [player.user.id]);
    const orderId = rows[0]!.id;
    expect(mail).toMatchObject({ kind: 'system', hasAttachments: false });
    expect(await bodyOf(player.token, mail.id)).toBe(`Your deposit of 250.00 (order ${orderId}) has been credited to your balance.`);

    const count = await mailCount(player.user.id);
    const replay = { playerId: player.user.id, orderId, amount: 25_000, at: t.app.clock.now() };
    const sender = t.app.face('mail').sender;
    expect(await t.app.db.transaction((tx) => sender.onEvent.depositCredited(tx, replay))).toBeNull();
    expect(await mailCount(player.user.id)).toBe(count);
  });

  it('an identity decision sends its mail, with the reason of a rejection', async () => {
    const player = await registerPlayer(t.app);
    const first = await submitKyc(t.app, player.token);
    expect((await t.ops('kyc', 'reject', String(first), '--reason', 'The selfie is blurred', '--operator', 'carol')).status).toBe(0);
    const rejected = await titled(player.token, 'Identity verification rejected');
    expect(await bodyOf(player.token, rejected.id)).toBe('Your identity documents were not accepted. Reason: The selfie is blurred. Please check and submit them again.');

    const second = await submitKyc(t.app, player.token);
    expect((await t.ops('kyc', 'approve', String(second), '--operator', 'carol')).status).toBe(0);
    const approved = await titled(player.token, 'Identity verified');
    expect(await bodyOf(player.token, approved.id)).toBe('Your identity has been verified. Withdrawals are open to you.');
    expect(await dots(player.token)).toMatchObject({ red1: true });
  });

  it('a withdrawal paid, rejected (with the reason) or cancelled sends a mail saying so', async () => {
    const player = await readyToWithdraw(t, 100_000);
    const withdraw = async (amount: number) => {
      const res = await call(t.app, 'exchange', { amount, bankId: GCASH, password: player.password, requestId: requestId() }, player.token);
      expect(res.errcode, JSON.stringify(res)).toBe(0);
      return res.order!.orderId;
    };

    const paid = await withdraw(20_000);
    expect((await t.ops('withdrawals', 'approve', paid, '--operator', 'alice')).status).toBe(0);
    const paidMail = await titled(player.token, 'Withdrawal paid');
    expect(await bodyOf(player.token, paidMail.id)).toBe(`Your withdrawal of 200.00 (order ${paid}) has been paid out.`);

    const rejected = await withdraw(30_000);
    expect((await t.ops('withdrawals', 'reject', rejected, '--reason', 'Account name does not match', '--operator', 'bob')).status).toBe(0);
    const rejectedMail = await titled(player.token, 'Withdrawal rejected');
    expect(await bodyOf(player.token, rejectedMail.id))
      .toBe(`Your withdrawal of 300.00 (order ${rejected}) was rejected. Reason: Account name does not match. The 300.00 are back in your balance.`);

    const cancelled = await withdraw(10_000);
    expect((await call(t.app, 'cancelExchange', { orderId: cancelled }, player.token)).errcode).toBe(0);
    const cancelledMail = await titled(player.token, 'Withdrawal cancelled');
    expect(await bodyOf(player.token, cancelledMail.id)).toBe(`You cancelled your withdrawal of 100.00 (order ${cancelled}). The 100.00 are back in your balance.`);
    expect(await coinOf(t.app, player.token)).toBe(80_000);
    await expectBooksClean(t.app);
  });

  it('a VIP level-up (bets through the wallet, read from the transfer feed) sends one mail per level', async () => {
    const player = await fundedPlayer(t.app, 100_000);
    await t.app.face('wallet').placeBet({ playerId: player.user.id, amount: 100_000, key: `bet:${randomBytes(6).toString('hex')}`, reference: 'mail-test' });
    await t.app.jobs.runOnce('vip.experience');
    const mail = await titled(player.token, 'Welcome to VIP 1!');
    expect(await bodyOf(player.token, mail.id)).toBe('Congratulations! You moved up from VIP 0 to VIP 1. Enjoy the benefits of your new level.');
    const count = await mailCount(player.user.id);
    await t.app.jobs.runOnce('vip.experience');
    expect(await mailCount(player.user.id)).toBe(count);
    await expectBooksClean(t.app);
  });
});
