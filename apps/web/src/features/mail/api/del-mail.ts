import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { patchInbox } from './inbox-cache.ts';
import { mailKeys } from './keys.ts';

/** delMail: the mail leaves the inbox for good. */
export function useDeleteMail() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (id: number) => call('delMail', { id }),
    onSuccess: async ({ id }) => {
      client.removeQueries({ queryKey: mailKeys.detail(playerId, id) });
      await patchInbox(client, playerId, { removed: id });
    },
  });
}
