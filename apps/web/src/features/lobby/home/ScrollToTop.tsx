import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { createGate, throttle } from '../../../shared/lib/throttle.ts';
import { findScrollRoot, scrollRootTo, scrollTopOf } from '../lib/scroll-root.ts';
import './ScrollToTop.css';

/** §4: shown once the list is scrolled more than 100 px. */
export function isPastScrollThreshold(scrollTop: number): boolean {
  return scrollTop > Limits.scrollTopThresholdPx;
}

/**
 * The scroll-to-top control of home: the position is checked at most every 500 ms; a tap
 * scrolls smoothly back up, at most once per 200 ms.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const anchor = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  const tapGate = useMemo(() => createGate(Limits.jumpThrottleMs), []);

  useEffect(() => {
    const root = findScrollRoot(anchor.current);
    const check = throttle(() => setShown(isPastScrollThreshold(scrollTopOf(root))), Limits.scrollThrottleMs);
    root.addEventListener('scroll', check, { passive: true });
    return () => {
      root.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);

  const jump = () => {
    if (tapGate()) scrollRootTo(findScrollRoot(anchor.current), 0);
  };

  return (
    <span ref={anchor} className="scroll-top-anchor">
      {shown && (
        <button type="button" className="scroll-top" aria-label={t('lobby.scrollTop')} data-testid="scroll-to-top" onClick={jump}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 19V5M5 12l7-7 7 7" /></svg>
        </button>
      )}
    </span>
  );
}
