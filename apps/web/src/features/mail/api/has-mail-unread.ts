import { useQuery } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { mailKeys } from './keys.ts';

/** hasMailUnread (§7, flagged public): red0 any unread, red1 unread notices, red2 gifts to claim (decision 058). */
export function useMailUnread() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: mailKeys.unread(playerId),
    queryFn: async ({ signal }) => {
      const { red0, red1, red2 } = await call('hasMailUnread', {}, { signal });
      return { red0, red1, red2 };
    },
    enabled: playerId > 0,
  });
}
