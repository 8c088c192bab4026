import type { TFunction } from 'i18next';
import type { ExclusionNotice } from '@casino/contract';
import { formatPhilippineTime } from './philippine-time.ts';

/** "You are on a time-out until ..." / "self-excluded until ..." / restricted, as the notices and refusals say it. */
export function exclusionText(t: TFunction, notice: ExclusionNotice): string {
  if (notice.kind === 'restricted' || notice.until === null) return t('saferPlay.notice.restricted');
  const date = formatPhilippineTime(notice.until);
  return notice.kind === 'timeOut' ? t('saferPlay.notice.timeOut', { date }) : t('saferPlay.notice.selfExclusion', { date });
}
