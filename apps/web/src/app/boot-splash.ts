import { afterNextPaint } from '../shared/render/ShowAfterPaint.tsx';
import type { Router } from '../shared/router/index.ts';

/** Longest the splash may stay if the first screen never reports (a failed chunk shows its own error under it otherwise). */
const SPLASH_LONGEST_MS = 15_000;

/**
 * index.html's boot splash (with the home's promo picture on a home visit) covers the page until
 * the router has its first screen (lazy chunks and loaders done) and that screen has been painted;
 * then it leaves. The mark `first-screen` records when, for the load bench.
 */
export function dismissBootSplashWhenReady(router: Router): void {
  const splash = document.getElementById('boot-splash');
  if (!splash) return;
  let done = false;
  const dismiss = () => {
    if (done) return;
    done = true;
    stop();
    clearTimeout(timer);
    performance.mark('first-screen');
    // Gone at once, without a fade: every frame of a fade is composited again while the first
    // screen's remaining parts and requests still need the processor.
    splash.remove();
  };
  // The first screen's commit is painted before the splash leaves.
  const afterPaint = () => void afterNextPaint(dismiss);
  const ready = (state: Router['state']) => state.initialized && state.navigation.state === 'idle';
  const stop = router.subscribe((state) => {
    if (ready(state)) afterPaint();
  });
  const timer = setTimeout(dismiss, SPLASH_LONGEST_MS);
  if (ready(router.state)) afterPaint();
}
