import { useCallback } from 'react';
import { useNavigate } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { forLayout } from './promo-target.ts';
import type { PromoTarget } from './promo-target.ts';

/** Opens a banner's, notice's or video's target: a screen in the app, or an address in a new window. */
export function useFollowPromo(): (target: PromoTarget | null) => void {
  const navigate = useNavigate();
  return useCallback((target) => {
    if (!target) return;
    if (target.kind === 'route') void navigate(forLayout(target.to, isDesktop()));
    else window.open(target.href, '_blank', 'noopener,noreferrer');
  }, [navigate]);
}
