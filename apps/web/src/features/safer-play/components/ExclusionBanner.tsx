import { Suspense, useState } from 'react';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { readText, writeText } from '../../../shared/storage/storage.ts';
import { useUserStore } from '../../auth/index.ts';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

// The notice (its texts and styles) loads only for a player with a break or restriction.
const ExclusionNotice = lazyInOwnTask(() => import('./ExclusionNotice.tsx'));

/**
 * In the lobby and on the profile: while the user info carries an `exclusion`, a notice says
 * until when play and deposits are blocked and that withdrawals remain possible. Dismissed, it
 * stays away in this tab until another break starts.
 */
export function ExclusionBanner() {
  const exclusion = useUserStore((state) => state.user?.exclusion ?? null);
  const [dismissed, setDismissed] = useState(() => readText(SessionKey.exclusionNoticeDismissed, 'session'));
  if (!exclusion || (exclusion.until !== null && exclusion.until <= Date.now())) return null;
  const mark = `${exclusion.kind}:${exclusion.until ?? ''}`;
  if (dismissed === mark) return null;
  const dismiss = () => {
    writeText(SessionKey.exclusionNoticeDismissed, mark, 'session');
    setDismissed(mark);
  };
  return (
    <Suspense fallback={null}>
      <ExclusionNotice exclusion={exclusion} onDismiss={dismiss} />
    </Suspense>
  );
}
