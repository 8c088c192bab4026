import { useQuery, useQueryClient } from '../../../shared/query/index.ts';
import type { MailDetail } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { patchInbox } from './inbox-cache.ts';
import { mailKeys } from './keys.ts';

/** getMailDetail: one mail; the server marks it read, so the inbox and the dots follow. */
export function useMailDetail(id: number | null) {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: mailKeys.detail(playerId, id ?? 0),
    queryFn: async ({ signal }): Promise<MailDetail> => {
      const { mail } = await call('getMailDetail', { id: id ?? 0 }, { signal });
      void patchInbox(client, playerId, { mail });
      return mail;
    },
    enabled: playerId > 0 && id !== null,
    staleTime: 30_000,
  });
}
