import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

/** Placeholder lines while a screen or card loads. */
export function Skeleton({ lines = 3, testId }: { lines?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ui-skeleton" aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      {Array.from({ length: lines }, (_, i) => <span key={i} className="ui-skeleton__line" />)}
    </div>
  );
}

/** A load failed: what failed, and a way to try again (`${testId}-retry`). */
export function ErrorState({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="ui-state ui-state--error" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="ui-state__retry" data-testid={`${testId}-retry`} onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}

/** Nothing to show yet, with an optional way forward. */
export function EmptyState({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId: string }) {
  return (
    <div className="ui-state" data-testid={testId}>
      <svg className="ui-state__art" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="8" y="14" width="48" height="36" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 24h48M18 38h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{children}</p>
      {action}
    </div>
  );
}
