import { useMemo } from 'react';
import type { PromoViewer } from '@casino/contract';
import { useCurrentUser } from '../../auth/index.ts';

/**
 * Who is looking at the banners and notices (§5). Active activity ids come with the
 * activities feature; until then none are active, so activity-gated ads stay hidden.
 */
export function usePromoViewer(): PromoViewer {
  const mobile = useCurrentUser()?.mobile ?? '';
  return useMemo(() => ({ mobileBound: mobile !== '', activeActivityIds: [] }), [mobile]);
}
