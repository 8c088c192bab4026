import { useQuery } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { promotionKeys } from './keys.ts';

/** getActivityDetail (no login needed): an instance by id, or the running instance of a type. */
export function useActivityDetail(by: { instanceId: number } | { type: number } | null) {
  const key = by === null ? 'none' : 'instanceId' in by ? `i${by.instanceId}` : `t${by.type}`;
  return useQuery({
    queryKey: promotionKeys.detail(key),
    queryFn: ({ signal }) => call('getActivityDetail', by ?? {}, { signal }),
    enabled: by !== null,
    retry: false,
  });
}
