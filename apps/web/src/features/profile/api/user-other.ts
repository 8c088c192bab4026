import { useMutation, useQuery, useQueryClient } from '../../../shared/query/index.ts';
import type { CallBody, UserOther } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { profileKeys } from './keys.ts';

function detailsOf(reply: UserOther): UserOther {
  const { realName, email, birthday, gender, hasUserOther, updatedAt } = reply;
  // §3 user info hasUserOther follows what the server says.
  const { user, updateUser } = useUserStore.getState();
  if (user && user.hasUserOther !== hasUserOther) updateUser({ hasUserOther });
  return { realName, email, birthday, gender, hasUserOther, updatedAt };
}

/** appUserOther: the player's other details (empty until saved). */
export function useUserOther() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: profileKeys.userOther(playerId),
    queryFn: async ({ signal }) => detailsOf(await call('appUserOther', {}, { signal })),
    enabled: playerId > 0,
  });
}

/** updateAppUserOther: saves all four details; the answer replaces the cached ones. */
export function useSaveUserOther() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: async (details: CallBody<'updateAppUserOther'>) => detailsOf(await call('updateAppUserOther', details)),
    onSuccess: (details) => client.setQueryData(profileKeys.userOther(playerId), details),
  });
}
