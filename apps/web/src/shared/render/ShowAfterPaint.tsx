import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** Parts already shown in this page's life: a screen opened again shows them at once. */
const shownBefore = new Set<string>();

interface ShowAfterPaintProps {
  /** Names the part, so that it waits only the first time the page shows it. */
  name: string;
  children: ReactNode;
}

/**
 * A part of a screen put in the page after the screen around it has been painted. React commits
 * a screen in one task, and the browser then styles, lays out and paints all of it in that task:
 * the whole home at once was the longest task of the app's start. In parts, each is committed and
 * laid out in a task of its own, and a tap between them is answered. Parts nest, one frame apart.
 *
 * Only for what comes after the visible content in the page's order: a part that appears later
 * must not push anything already shown.
 */
export function ShowAfterPaint({ name, children }: ShowAfterPaintProps) {
  const [shown, setShown] = useState(() => shownBefore.has(name));
  useEffect(() => {
    if (shown) {
      shownBefore.add(name);
      return undefined;
    }
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [name, shown]);
  return shown ? children : null;
}

/**
 * Calls back in a task after the browser has painted its next frame (a timer set in an animation
 * frame runs after that frame's paint). Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
