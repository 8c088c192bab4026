import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { patchInbox } from './inbox-cache.ts';
import { mailKeys } from './keys.ts';

export type MailClaim = CallResponse<'receiveMail'>;

/** receiveMail: claims a mail's gift; the balances, the mail, the inbox and the dots follow. */
export function useReceiveMail() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (id: number) => call('receiveMail', { id }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData(mailKeys.detail(playerId, answer.mail.id), answer.mail);
      await patchInbox(client, playerId, { mail: answer.mail });
    },
  });
}
