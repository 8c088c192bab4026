import { keepPreviousData, useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType, DEFAULT_INVITE_PATH } from '@casino/contract';
import type { CallResponse, InviteSpinStatus } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type InviteSpinAnswer = CallResponse<'actInviteUser'>;
export type SpinRecordsAnswer = CallResponse<'actInviteUserRecord'>;

/** How many spins a page of the history holds. */
export const RECORDS_PAGE_SIZE = 10;

const usePlayerId = () => useUserStore((state) => state.user?.id ?? 0);
const recordsKey = (playerId: number, page: number) => [...promotionKeys.state(playerId, ActivityType.InviteUserSpin), 'records', page] as const;

/** actInviteUser: the wheel and what the player can do; read again on focus (an invitee may have qualified meanwhile). */
export function useInviteSpin() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.InviteUserSpin),
    queryFn: ({ signal }) => call('actInviteUser', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** actInviteUserRecord: one page of the player's spins, newest first. */
export function useSpinRecords(page: number) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: recordsKey(playerId, page),
    queryFn: ({ signal }) => call('actInviteUserRecord', { page, pageSize: RECORDS_PAGE_SIZE }, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false, placeholderData: keepPreviousData,
  });
}

/** Puts a fresh status into the wheel's answer. */
function useApplyStatus() {
  const client = useQueryClient();
  const playerId = usePlayerId();
  return (status: InviteSpinStatus) => client.setQueryData<InviteSpinAnswer>(
    promotionKeys.state(playerId, ActivityType.InviteUserSpin), (old) => (old ? { ...old, status } : old));
}

/** actInviteUserSpin: the answer names the segment to turn to; the status and history follow once the wheel stops. */
export function useSpin() {
  return useMutation({ mutationFn: (instanceId: number) => call('actInviteUserSpin', { instanceId }) });
}

/** Shows a spin's status and reads the history again (after the wheel stops). */
export function useSettleSpin() {
  const client = useQueryClient();
  const playerId = usePlayerId();
  const applyStatus = useApplyStatus();
  return async (status: InviteSpinStatus) => {
    applyStatus(status);
    await client.invalidateQueries({ queryKey: [...promotionKeys.state(playerId, ActivityType.InviteUserSpin), 'records'] });
  };
}

/** actInviteUserExchange: the answer carries the balances and the new status. */
export function useExchange() {
  const client = useQueryClient();
  const applyStatus = useApplyStatus();
  return useMutation({
    mutationFn: (instanceId: number) => call('actInviteUserExchange', { instanceId }),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      applyStatus(answer.status);
    },
  });
}

/**
 * shortUrl: the player's invite link to registration, made absolute on this site (the same link
 * for the same path, so kept for the visit). Asked only once the player may share (a bound mobile).
 */
export function useSpinInviteLink(enabled: boolean) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: [...promotionKeys.state(playerId, ActivityType.InviteUserSpin), 'inviteLink'] as const,
    queryFn: async ({ signal }) => {
      const answer = await call('shortUrl', { path: DEFAULT_INVITE_PATH }, { signal });
      return new URL(answer.shortUrl, window.location.origin).toString();
    },
    enabled: enabled && playerId > 0, staleTime: Infinity, retry: false,
  });
}
