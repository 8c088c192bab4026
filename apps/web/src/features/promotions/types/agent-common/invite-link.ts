import { useQuery } from '../../../../shared/query/index.ts';
import { DEFAULT_INVITE_PATH } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { promotionKeys } from '../../api/keys.ts';

/**
 * shortUrl: the player's invite link to registration (§9 parameters outValue, install_referrer=h5,
 * aid, share_referrer=8), absolute on this site; the same link for the session. Only when the
 * player may share it (§5: a bound mobile).
 */
export function useAgentInviteLink(enabled: boolean) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: [...promotionKeys.all(playerId), 'agentInviteLink'],
    queryFn: async ({ signal }) => new URL((await call('shortUrl', { path: DEFAULT_INVITE_PATH }, { signal })).shortUrl, window.location.origin).toString(),
    enabled: enabled && playerId > 0,
    staleTime: Infinity,
  });
}
