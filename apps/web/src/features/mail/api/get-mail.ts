import { useInfiniteQuery } from '../../../shared/query/index.ts';
import type { MailSummary } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import type { MailPage } from './inbox-cache.ts';
import { mailKeys } from './keys.ts';

export const MAIL_PAGE_SIZE = 20;

/** getMail2: one page of the inbox, newest first. */
export async function getMailPage(page: number, signal?: AbortSignal): Promise<MailPage> {
  const { list, total, page: at, pageSize, unread } = await call('getMail2', { page, pageSize: MAIL_PAGE_SIZE }, { signal });
  return { list, total, page: at, pageSize, unread };
}

/** The next page to read, while the pages read so far hold fewer than the total. */
export const nextMailPage = (last: MailPage): number | undefined => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

/** The pages as one list, each mail once (a mail that arrived meanwhile shifts the pages). */
export function mergeMailPages(pages: readonly MailPage[]): MailSummary[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.list).filter((mail) => !seen.has(mail.id) && Boolean(seen.add(mail.id)));
}

/** The inbox, a page at a time; only while logged in. */
export function useMailList() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useInfiniteQuery({
    queryKey: mailKeys.list(playerId),
    queryFn: ({ pageParam, signal }) => getMailPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextMailPage,
    enabled: playerId > 0,
    staleTime: 0,
  });
}
