import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './game-icons.tsx';

interface GameSheetProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A panel over the game (rules, history, fairness): a bottom sheet on phones, a centred dialog
 * on wide screens. Plain DOM and CSS, so game screens do not load the lobby's sheet library.
 */
export function GameSheet({ title, open, onClose, children, testId }: GameSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // Focus moves into the sheet, and back to what opened it when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="game-sheet" onClick={onClose}>
      <section className="game-sheet__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}
        onClick={(event) => event.stopPropagation()}>
        <header className="game-sheet__header">
          <h2 id={titleId} className="game-sheet__title">{title}</h2>
          <button ref={closeRef} type="button" className="game-icon-button" aria-label={t('common.close')} onClick={onClose}
            data-testid="game-sheet-close">
            <CloseIcon />
          </button>
        </header>
        <div className="game-sheet__body">{children}</div>
      </section>
    </div>
  );
}
