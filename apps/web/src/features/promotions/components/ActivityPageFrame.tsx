import type { ReactNode } from 'react';
import { isDesktop } from '../../../shared/device/platform.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';

/** An activity screen's frame: the phone's header with its back arrow, or the desktop's heading; then the body. */
export function ActivityPageFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const desktop = isDesktop();
  return (
    <div className={desktop ? 'promo-page promo-page--desktop' : 'promo-page'} data-testid={testId}>
      {desktop ? <h1 className="promo-page__heading">{title}</h1> : <PageHeader title={title} />}
      <div className="promo-page__body">{children}</div>
    </div>
  );
}
