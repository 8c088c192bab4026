import { isMobileUserAgent } from '../shared/device/user-agent.ts';

export type Layout = 'mobile' | 'desktop';

/** Desktop when the browser is not a mobile one and the viewport is at least 1024 px wide. Decided once at load. */
export function detectLayout(userAgent: string = navigator.userAgent, width: number = window.innerWidth): Layout {
  return !isMobileUserAgent(userAgent) && width >= 1024 ? 'desktop' : 'mobile';
}
