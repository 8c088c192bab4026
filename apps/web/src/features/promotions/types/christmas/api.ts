import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { ChristmasUser } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

/** appChristmasUser: the calendar (read again on focus: the Philippine day may have turned). */
export function useChristmas() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Christmas),
    queryFn: ({ signal }) => call('appChristmasUser', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** What the page asks: sign in today, open today's box, receive a box (today's unless a date), claim an extra. */
export type ChristmasAction = { kind: 'sign' } | { kind: 'open' } | { kind: 'receive'; date?: string } | { kind: 'extra'; id: number };

async function act(action: ChristmasAction): Promise<{ user: ChristmasUser; answer: Record<string, unknown> }> {
  switch (action.kind) {
    case 'sign': { const answer = await call('appChristmasUserSign', {}); return { user: answer.user, answer }; }
    case 'open': { const answer = await call('appChristmasUserOpen', {}); return { user: answer.user, answer }; }
    case 'receive': { const answer = await call('appChristmasUserReceive', action.date ? { date: action.date } : {}); return { user: answer.user, answer }; }
    case 'extra': { const answer = await call('appChristmasUserExtra', { id: action.id }); return { user: answer.user, answer }; }
  }
}

/** Every action answers the new calendar; a grant also the balances. */
export function useChristmasAction() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: act,
    onSuccess: ({ user, answer }) => {
      if ('coin' in answer) applyBalances(answer as Parameters<typeof applyBalances>[0], client);
      client.setQueryData(promotionKeys.state(playerId, ActivityType.Christmas), user);
    },
  });
}
