import { useMemo } from 'react';
import type { PromoViewer } from '@casino/contract';
import { useCurrentUser } from '../../auth/index.ts';
import { useActivityData } from '../../promotions/index.ts';

/** Who is looking at the banners and notices (§5): a bound phone, and the activities active for them. */
export function usePromoViewer(): PromoViewer {
  const mobile = useCurrentUser()?.mobile ?? '';
  const { activityIds } = useActivityData();
  return useMemo(() => ({ mobileBound: mobile !== '', activeActivityIds: activityIds }), [mobile, activityIds]);
}
