import { useMutation } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';

/** agentFill: binds the inviter by invite code or player id; the superior id joins the player record. */
export async function bindInviter(codeOrId: string): Promise<CallResponse<'agentFill'>> {
  const answer = await call('agentFill', { pid: codeOrId.trim() });
  useUserStore.getState().updateUser({ pid: answer.pid });
  return answer;
}

export function useBindInviter() {
  return useMutation({ mutationFn: bindInviter });
}
