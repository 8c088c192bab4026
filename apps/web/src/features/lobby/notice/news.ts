import { useMemo } from 'react';
import { visibleBanners } from '@casino/contract';
import type { AppConfig } from '@casino/contract';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { usePromoViewer } from '../promo/promo-viewer.ts';

export type NewsItem = AppConfig['appNoticeConfigList'][number];

/** The news list (§3 appNoticeConfigList) under the §5 hiding rules, in sort order. */
export function useNews(): NewsItem[] {
  const config = useAppConfig();
  const viewer = usePromoViewer();
  return useMemo(() => visibleBanners(config?.appNoticeConfigList ?? [], viewer), [config, viewer]);
}

export function formatNewsDate(ms: number | undefined): string {
  if (!ms) return '';
  return new Date(ms).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric' });
}
