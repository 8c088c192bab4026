import type { InfiniteData, QueryClient } from '../../../shared/query/index.ts';
import type { MailSummary } from '@casino/contract';
import { refreshRedDots } from '../../rewards/index.ts';
import { mailKeys } from './keys.ts';

export interface MailPage {
  list: MailSummary[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}

/**
 * What a read, a claim or a deletion changed, applied to the inbox the player sees at once (the
 * cached pages), then read again from the server with the red dots and the unread flags.
 */
export function patchInbox(client: QueryClient, playerId: number, change: { mail: MailSummary } | { removed: number }): Promise<void> {
  client.setQueryData<InfiniteData<MailPage, number>>(mailKeys.list(playerId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        if ('removed' in change) return { ...page, list: page.list.filter((m) => m.id !== change.removed) };
        const before = page.list.find((m) => m.id === change.mail.id);
        if (!before) return page;
        const readNow = !before.read && change.mail.read ? 1 : 0;
        return {
          ...page,
          unread: Math.max(0, page.unread - readNow),
          list: page.list.map((m) => (m.id === change.mail.id ? { ...m, ...pickSummary(change.mail) } : m)),
        };
      }),
    };
  });
  return Promise.all([
    refreshRedDots(client),
    client.invalidateQueries({ queryKey: mailKeys.unread(playerId) }),
    client.invalidateQueries({ queryKey: mailKeys.list(playerId) }),
  ]).then(() => undefined);
}

/** The list's fields of a mail (a detail carries its body and attachments too). */
function pickSummary(mail: MailSummary): MailSummary {
  const { id, kind, title, preview, createTime, readTime, receiveTime, expireTime, read, hasAttachments, received, expired } = mail;
  return { id, kind, title, preview, createTime, readTime, receiveTime, expireTime, read, hasAttachments, received, expired };
}
