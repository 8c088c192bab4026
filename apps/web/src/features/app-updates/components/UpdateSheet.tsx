import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';

interface UpdateSheetProps {
  title: string;
  children: ReactNode;
  /** The buttons, main action first: it takes the focus. */
  actions: ReactNode;
  testId: string;
}

/**
 * The bottom sheet of §2 (a centred card on the desktop): a modal dialog above everything else,
 * with no close button of its own; only its actions end it.
 */
export function UpdateSheet({ title, children, actions, testId }: UpdateSheetProps) {
  const titleId = useId();
  const bodyId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    actionsRef.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div className="update-sheet__backdrop">
      <section className="update-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} data-testid={testId}>
        <BrandMark className="update-sheet__mark" />
        <h2 id={titleId} className="update-sheet__title">{title}</h2>
        <div id={bodyId} className="update-sheet__body">{children}</div>
        <div ref={actionsRef} className="update-sheet__actions">{actions}</div>
      </section>
    </div>
  );
}
