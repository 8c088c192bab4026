import { useMutation } from '../../../shared/query/index.ts';
import type { CallBody, CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';

/** updateProfile: the new nickname and avatar, applied to the player record everything shows (header, side menu). */
export async function updateProfile(changes: CallBody<'updateProfile'>): Promise<CallResponse<'updateProfile'>> {
  const answer = await call('updateProfile', changes);
  useUserStore.getState().updateUser({ nickname: answer.nickname, avatar: answer.avatar });
  return answer;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
