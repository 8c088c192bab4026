import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { HolidayDraw, NewYearUser, RewardItem } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

/** appNewYearUser: items, tasks, tables (read again on focus: the Philippine day may have turned). */
export function useNewYear() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.NewYear),
    queryFn: ({ signal }) => call('appNewYearUser', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

export type NewYearAction = { kind: 'share' } | { kind: 'task'; taskId: number } | { kind: 'box' } | { kind: 'lottery' } | { kind: 'extra'; id: number };

export interface NewYearOutcome { user: NewYearUser; propList: RewardItem[]; draw: HolidayDraw | null; balances: Parameters<typeof applyBalances>[0] | null }

async function act(action: NewYearAction): Promise<NewYearOutcome> {
  switch (action.kind) {
    case 'share': return { user: (await call('appNewYearUserShare', {})).user, propList: [], draw: null, balances: null };
    case 'task': { const a = await call('appNewYearUserReceiveTask', { taskId: action.taskId }); return { user: a.user, propList: a.propList, draw: null, balances: a }; }
    case 'box': { const a = await call('appNewYearUserBoxOpen', {}); return { user: a.user, propList: a.propList, draw: a.draw, balances: a }; }
    case 'lottery': { const a = await call('appNewYearUserOpen', {}); return { user: a.user, propList: a.propList, draw: a.draw, balances: a }; }
    case 'extra': { const a = await call('appNewYearUserExtra', { id: action.id }); return { user: a.user, propList: a.propList, draw: null, balances: a }; }
  }
}

/** Every action answers the new state; a grant also the balances. */
export function useNewYearAction() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: act,
    onSuccess: (outcome) => {
      if (outcome.balances) applyBalances(outcome.balances, client);
      client.setQueryData(promotionKeys.state(playerId, ActivityType.NewYear), outcome.user);
    },
  });
}
