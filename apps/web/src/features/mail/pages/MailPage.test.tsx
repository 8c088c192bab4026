import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailErrcode } from '@casino/contract';
import type { MailDetail, RewardItem } from '@casino/contract';
import { Platform, setPlatform } from '../../../shared/device/platform.ts';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer } from '../../wallet/testing.ts';
import MailPage from './MailPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const COIN = 100_000;
const T0 = Date.UTC(2026, 10, 20, 4);

function mail(id: number, changes: Partial<MailDetail> = {}): MailDetail {
  const attachments: RewardItem[] = changes.attachments ?? [];
  return {
    id, kind: 'system', title: `Mail ${id}`, preview: `Preview ${id}`, body: `Body of mail ${id}.\nSecond line.`, createTime: T0 + id * 60_000,
    readTime: null, receiveTime: null, expireTime: -1, read: false, hasAttachments: attachments.length > 0, received: false, expired: false,
    ...changes, attachments,
  };
}
const summary = ({ body: _b, attachments: _a, ...rest }: MailDetail) => rest;

/** The mail calls over one mutable inbox, so a re-read shows what a call changed. */
function fakeMailbox(initial: MailDetail[], options: { claimRefusal?: number } = {}) {
  const mails = new Map(initial.map((m) => [m.id, { ...m }]));
  let coin = COIN;
  const notFound = { code: 200, errcode: MailErrcode.MailNotFound, msg: 'No such mail' };
  const server = stubServer({
    getMail2: (body) => {
      const list = [...mails.values()].sort((a, b) => b.id - a.id);
      const page = Number(body.page ?? 1);
      const pageSize = Number(body.pageSize ?? 20);
      return { ...ok, list: list.slice((page - 1) * pageSize, page * pageSize).map(summary), total: list.length, page, pageSize, unread: list.filter((m) => !m.read).length };
    },
    getMailDetail: (body) => {
      const found = mails.get(Number(body.id));
      if (!found) return notFound;
      Object.assign(found, { read: true, readTime: found.readTime ?? T0 + 3_600_000 });
      return { ...ok, mail: found };
    },
    receiveMail: (body) => {
      const found = mails.get(Number(body.id));
      if (!found) return notFound;
      if (options.claimRefusal) {
        Object.assign(found, { received: true, receiveTime: T0 });
        return { code: 200, errcode: options.claimRefusal, msg: 'refused' };
      }
      Object.assign(found, { received: true, read: true, receiveTime: T0 + 7_200_000 });
      coin += found.attachments.reduce((sum, item) => sum + (item.id === 2001 ? item.count : 0), 0);
      return { ...ok, coin, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, mail: found, claim: { id: 1 } };
    },
    delMail: (body) => {
      const found = mails.get(Number(body.id));
      if (!found) return notFound;
      if (found.hasAttachments && !found.received && !found.expired) return { code: 200, errcode: MailErrcode.MailAttachmentsUnclaimed, msg: 'refused' };
      mails.delete(found.id);
      return { ...ok, id: found.id };
    },
    hasMailUnread: () => {
      const list = [...mails.values()];
      return { ...ok, red0: list.some((m) => !m.read), red1: false, red2: list.some((m) => m.hasAttachments && !m.received && !m.expired) };
    },
    getRedDots: { ...ok, hasTask: false, hasMail: true, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false },
  });
  return { mails, server, count: (name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`)).length };
}

const gift = (count: number): RewardItem[] => [{ id: 2001, count, betRate: 1 }];
const rowOf = (id: number) => document.querySelector(`[data-testid="mail-row"][data-mail-id="${id}"]`) as HTMLElement;
const renderInbox = (at = '/profile/email') => renderRoute(<MailPage />, { path: at.split('?')[0], at });

async function answerDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  const target = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === button);
  if (!target) throw new Error(`no ${button} button in the dialog`);
  await user().click(target);
}

describe('MailPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: COIN });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
    vi.unstubAllGlobals();
  });

  it('lists mail newest first with the unread and gift markers, the unread count and the gifts-waiting note', async () => {
    fakeMailbox([
      mail(1, { title: 'Welcome to Casino!', attachments: gift(500) }),
      mail(2, { kind: 'operator', read: true, readTime: T0 }),
      mail(3, { attachments: gift(100), received: true, read: true, receiveTime: T0 }),
      mail(4, { attachments: gift(100), expired: true, expireTime: T0 }),
    ]);
    renderInbox();
    await screen.findByTestId('mail-list');
    expect(screen.getAllByTestId('mail-row').map((row) => row.getAttribute('data-mail-id'))).toEqual(['4', '3', '2', '1']);
    expect(rowOf(1).getAttribute('data-read')).toBe('false');
    expect(within(rowOf(1)).getByTestId('mail-row-unread')).toBeTruthy();
    expect(within(rowOf(2)).queryByTestId('mail-row-unread')).toBeNull();
    expect(within(rowOf(1)).getByTestId('mail-row-gift').textContent).toBe('Gift to claim');
    expect(within(rowOf(3)).getByTestId('mail-row-gift').textContent).toBe('Claimed');
    expect(within(rowOf(4)).getByTestId('mail-row-gift').textContent).toBe('Expired');
    expect(within(rowOf(2)).queryByTestId('mail-row-gift')).toBeNull();
    expect(rowOf(1).textContent).toContain('Welcome to Casino!');
    expect(rowOf(1).textContent).toContain('Preview 1');
    expect(screen.getByTestId('mail-unread-count').textContent).toBe('2 unread');
    expect((await screen.findByTestId('mail-gifts-waiting')).textContent).toBe('Gifts are waiting to be claimed.');
  });

  it('says so when there is no mail, and offers a retry when the list cannot load', async () => {
    let fail = true;
    stubServer({
      getMail2: () => (fail ? { code: 500, errcode: 0 } : { ...ok, list: [], total: 0, page: 1, pageSize: 20, unread: 0 }),
      hasMailUnread: { ...ok, red0: false, red1: false, red2: false },
    });
    renderInbox('/lobby/email');
    await screen.findByTestId('mail-error', {}, { timeout: 5_000 });
    fail = false;
    await user().click(screen.getByTestId('mail-error-retry'));
    expect((await screen.findByTestId('mail-empty')).textContent).toContain('No mail yet');
    expect(screen.queryByTestId('mail-unread-count')).toBeNull();
    // In the lobby shell: a title bar, no back arrow.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('loads more pages on request', async () => {
    const { count } = fakeMailbox(Array.from({ length: 23 }, (_, i) => mail(i + 1, { read: true })));
    renderInbox();
    await screen.findByTestId('mail-list');
    expect(screen.getAllByTestId('mail-row')).toHaveLength(20);
    await user().click(screen.getByTestId('mail-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(23));
    expect(screen.queryByTestId('mail-load-more')).toBeNull();
    expect(screen.getByTestId('mail-end')).toBeTruthy();
    expect(count('getMail2')).toBeGreaterThanOrEqual(2);
  });

  it('opens a mail in place (marking it read), and Back returns to the list showing it read', async () => {
    const { count } = fakeMailbox([mail(1), mail(2, { kind: 'operator' })]);
    renderInbox();
    await screen.findByTestId('mail-list');
    await user().click(within(rowOf(2)).getByText('Mail 2'));
    const detail = await screen.findByTestId('mail-detail');
    expect(screen.getByTestId('mail-detail-title').textContent).toBe('Mail 2');
    expect(screen.getByTestId('mail-detail-body').textContent).toBe('Body of mail 2.\nSecond line.');
    expect(within(detail).getByText('Message')).toBeTruthy();
    expect(screen.queryByTestId('mail-list')).toBeNull();
    expect(screen.queryByTestId('mail-attachments')).toBeNull();
    expect(count('getMailDetail')).toBe(1);

    await user().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByTestId('mail-list');
    await waitFor(() => expect(rowOf(2).getAttribute('data-read')).toBe('true'));
    expect(rowOf(1).getAttribute('data-read')).toBe('false');
  });

  it('claims a gift once however fast it is tapped: the button waits, the balance rises, the gift shows claimed', async () => {
    const { count } = fakeMailbox([mail(1, { title: 'Welcome to Casino!', attachments: [...gift(500), { id: 2002, count: 300 }] })]);
    renderInbox('/profile/email?id=1');
    const attachments = await screen.findByTestId('mail-attachments');
    expect(within(attachments).getAllByTestId('mail-attachment').map((li) => li.textContent)).toEqual(['5.00 coins', '3.00 points']);
    const claim = screen.getByTestId('mail-claim');
    await user().click(claim);
    await user().click(claim);
    await user().click(claim);
    expect(await screen.findByText('Claimed: 5.00 coins + 3.00 points')).toBeTruthy();
    expect(await screen.findByTestId('mail-claimed')).toBeTruthy();
    expect(screen.queryByTestId('mail-claim')).toBeNull();
    expect(count('receiveMail')).toBe(1);
    expect(useUserStore.getState().user?.coin).toBe(COIN + 500);
  });

  it('a gift claimed elsewhere meanwhile: says so and shows it claimed', async () => {
    fakeMailbox([mail(1, { attachments: gift(500) })], { claimRefusal: MailErrcode.MailAlreadyReceived });
    renderInbox('/profile/email?id=1');
    await user().click(await screen.findByTestId('mail-claim'));
    expect((await screen.findByTestId('mail-detail-problem')).textContent).toBe('You have already claimed this gift.');
    expect(await screen.findByTestId('mail-claimed')).toBeTruthy();
    expect(useUserStore.getState().user?.coin).toBe(COIN);
  });

  it('an expired gift offers no claim', async () => {
    fakeMailbox([mail(1, { attachments: gift(500), expired: true, expireTime: T0 })]);
    renderInbox('/profile/email?id=1');
    expect((await screen.findByTestId('mail-expired')).textContent).toMatch(/^This gift expired on /);
    expect(screen.queryByTestId('mail-claim')).toBeNull();
  });

  it('deleting: refused while the gift waits, asks first, then the mail leaves the list', async () => {
    const { count, mails } = fakeMailbox([mail(1, { attachments: gift(500) }), mail(2)]);
    renderInbox('/profile/email?id=1');
    await screen.findByTestId('mail-detail');
    await user().click(screen.getByTestId('mail-delete'));
    expect((await screen.findByTestId('mail-detail-problem')).textContent).toBe('Claim the gift in this mail before deleting it.');
    expect(count('delMail')).toBe(0);

    await user().click(screen.getByTestId('mail-claim'));
    await screen.findByTestId('mail-claimed');
    await user().click(screen.getByTestId('mail-delete'));
    await answerDialog('Keep it');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count('delMail')).toBe(0);

    await user().click(screen.getByTestId('mail-delete'));
    expect(await screen.findByText('It will be removed from your mail for good.')).toBeTruthy();
    await answerDialog('Delete');
    expect(await screen.findByText('Mail deleted.')).toBeTruthy();
    await screen.findByTestId('mail-list');
    expect(screen.getAllByTestId('mail-row').map((row) => row.getAttribute('data-mail-id'))).toEqual(['2']);
    expect(mails.has(1)).toBe(false);
  });

  it('a mail that is gone (or not the player\'s) says so', async () => {
    fakeMailbox([mail(1)]);
    renderInbox('/profile/email?id=77');
    expect((await screen.findByTestId('mail-detail-gone')).textContent).toContain('This mail no longer exists.');
  });

  it('on the desktop shows the list and the opened mail side by side', async () => {
    setPlatform(Platform.Desktop);
    fakeMailbox([mail(1), mail(2)]);
    renderInbox('/profile/email');
    await screen.findByTestId('mail-list');
    expect(screen.getByText('Choose a mail to read it.')).toBeTruthy();
    await user().click(within(rowOf(1)).getByText('Mail 1'));
    expect((await screen.findByTestId('mail-detail-title')).textContent).toBe('Mail 1');
    expect(screen.getByTestId('mail-list')).toBeTruthy();
    await waitFor(() => expect(rowOf(1).getAttribute('aria-current')).toBe('true'));
  });
});
