import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The home activity modal's frame: a dimmed backdrop, a card with the title and a close button. */
export function ActivityModalFrame({ title, onClose, testId, children }: { title: string; onClose(): void; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="promo-modal" role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
      <div className="promo-modal__card">
        <header className="promo-modal__head">
          <h2>{title}</h2>
          <button type="button" className="promo-modal__close" aria-label={t('promotions.close')} data-testid="promo-modal-close" onClick={onClose}>×</button>
        </header>
        <div className="promo-modal__body">{children}</div>
      </div>
    </div>
  );
}
