import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder blocks while figures load. */
export function Skeleton({ lines = 3, testId }: { lines?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-skeleton" aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      {Array.from({ length: lines }, (_, i) => <span key={i} className="wallet-skeleton__line" />)}
    </div>
  );
}

/** A load failed: what failed, and a way to try again (`${testId}-retry`). */
export function ErrorState({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-state wallet-state--error" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="wallet-state__retry" data-testid={`${testId}-retry`} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Nothing to show yet. */
export function EmptyState({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="wallet-state" data-testid={testId}>
      <svg className="wallet-state__art" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="16" width="44" height="34" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 26h44M20 38h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{children}</p>
    </div>
  );
}
