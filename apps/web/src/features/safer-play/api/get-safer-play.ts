import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallResponse, SaferPlay } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { saferPlayKeys } from './keys.ts';

/** The settings without the envelope: every safer-play call answers them whole. */
export function settingsOf(answer: CallResponse<'getSaferPlay'>): SaferPlay {
  const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, ...settings } = answer;
  return settings;
}

/** getSaferPlay: the limits (with what is used and any pending raise), the reality check and any running break. */
export async function getSaferPlay(signal?: AbortSignal): Promise<SaferPlay> {
  return settingsOf(await call('getSaferPlay', {}, { signal }));
}

export function saferPlayQuery(playerId: number) {
  return queryOptions({ queryKey: saferPlayKeys.settings(playerId), queryFn: ({ signal }) => getSaferPlay(signal), staleTime: 0 });
}

export function useSaferPlay() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...saferPlayQuery(playerId), enabled: playerId > 0, refetchOnWindowFocus: true });
}
