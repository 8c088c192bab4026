import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType, DEFAULT_INVITE_PATH } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type InviteFriendsAnswer = CallResponse<'appInviteBonus1User'>;

/** appInviteBonus1User: the tiers and the qualified friends; read again on focus (a friend may have deposited meanwhile). */
export function useInviteFriends() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.InviteFriend1),
    queryFn: ({ signal }) => call('appInviteBonus1User', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/**
 * appInviteBonus1UserReceive {propId}: the answer replaces the state and the list (§4) and carries
 * the balances; once every tier is claimed the activity list is read again (it leaves the list).
 */
export function useReceiveInviteReward() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (propId: number) => call('appInviteBonus1UserReceive', { propId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<InviteFriendsAnswer>(promotionKeys.state(playerId, ActivityType.InviteFriend1),
        (old) => (old ? { ...old, appInviteBonus1User: answer.appInviteBonus1User, list: answer.list } : old));
      if (answer.list.every((tier) => tier.itemStatus === 2)) await refreshActivityIds(client);
    },
  });
}

/**
 * shortUrl: the player's invite link to registration (§9 parameters outValue, install_referrer=h5,
 * aid, share_referrer=8 through the server's short link), absolute on this site. The server gives
 * the same link every time, so it is kept for the session. Asked for only with a bound mobile (§5).
 */
export function useInviteLink(enabled: boolean) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: [...promotionKeys.all(playerId), 'inviteLink'],
    queryFn: async ({ signal }) => new URL((await call('shortUrl', { path: DEFAULT_INVITE_PATH }, { signal })).shortUrl, window.location.origin).toString(),
    enabled: enabled && playerId > 0,
    staleTime: Infinity,
  });
}
