import type { Layout } from './device.ts';

/** Mobile: 1rem is a tenth of the viewport width (§9), capped so tablets and wide windows stay sane. */
const MOBILE_MAX_ROOT_PX = 54;
/** Desktop uses its own sizing; rem-based screens then render like a 400 px wide column. */
const DESKTOP_ROOT_PX = 40;

export function rootFontSize(layout: Layout, viewportWidth: number): number {
  if (layout === 'desktop') return DESKTOP_ROOT_PX;
  return Math.min(viewportWidth / 10, MOBILE_MAX_ROOT_PX);
}

/** Applies the root font size now and, on mobile, whenever the viewport changes. */
export function applyRootFontSize(layout: Layout): () => void {
  const update = () => {
    document.documentElement.style.fontSize = `${rootFontSize(layout, window.innerWidth)}px`;
  };
  update();
  if (layout === 'desktop') return () => undefined;
  window.addEventListener('resize', update);
  window.addEventListener('orientationchange', update);
  return () => {
    window.removeEventListener('resize', update);
    window.removeEventListener('orientationchange', update);
  };
}
