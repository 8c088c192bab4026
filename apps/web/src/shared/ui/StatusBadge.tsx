import type { ReactNode } from 'react';

export type BadgeTone = 'pending' | 'ok' | 'bad' | 'muted';

export function StatusBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return <span className={`pay-badge pay-badge--${tone}`} data-testid={testId}>{children}</span>;
}
