import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../shared/query/index.ts';
import type { KycState, KycSubmission } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { kycKeys } from './keys.ts';

function stateOf(reply: KycState): KycState {
  const { status, reason, idType, idNumber, submitTime, reviewTime, dueTime } = reply;
  // §3 user info hasKyc: verified; the withdraw page reads it too.
  const { user, updateUser } = useUserStore.getState();
  if (user && user.hasKyc !== (status === 'approved')) updateUser({ hasKyc: status === 'approved' });
  return { status, reason, idType, idNumber, submitTime, reviewTime, dueTime };
}

/** kyc: where the player's identity verification stands. */
export async function getKycState(signal?: AbortSignal): Promise<KycState> {
  return stateOf(await call('kyc', {}, { signal }));
}

export function kycStateQuery(playerId: number) {
  return queryOptions({ queryKey: kycKeys.state(playerId), queryFn: ({ signal }) => getKycState(signal), staleTime: 0 });
}

/** The state, read again when the player comes back to the tab (a review may have finished). */
export function useKycState() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...kycStateQuery(playerId), enabled: playerId > 0, refetchOnWindowFocus: true });
}

export type { KycSubmission };

/** addKyc: the details and the two uploaded images, for review. */
export async function submitKyc(submission: KycSubmission): Promise<KycState> {
  return stateOf(await call('addKyc', submission));
}

export function useSubmitKyc() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (state) => client.setQueryData(kycKeys.state(playerId), state),
    // Read again whatever the outcome; the withdraw page reads the state afresh when it opens.
    onSettled: () => client.invalidateQueries({ queryKey: kycKeys.all(playerId) }),
  });
}
