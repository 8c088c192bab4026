import { useEffect } from 'react';

/** The space bar plays (spin, deal, roll) on a keyboard, unless a field or a button has the focus. */
export function useSpaceKey(action: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && target !== document.body && target.closest('input, textarea, select, button, a, [role="dialog"]')) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [action, enabled]);
}
