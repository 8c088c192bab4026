import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '../../../shared/query/index.ts';
import { useUserStore } from '../../auth/index.ts';
import { getRealityCheck } from '../api/get-reality-check.ts';
import { saferPlayKeys } from '../api/keys.ts';
import { msUntilCheck, noteCheckShown, notePlay } from '../lib/play-clock.ts';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

// The dialog (its texts and styles) loads only when a check is due.
const RealityCheckDialog = lazyInOwnTask(() => import('./RealityCheckDialog.tsx'));

/** Longest wait setTimeout keeps exactly (about 24.8 days); the intervals are far below it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Wraps a running game: when the player chose a reality check interval, every N minutes of play
 * the game is paused under a modal (the game beneath is inert, so neither a tap nor a key reaches
 * it, nor its frame) with the time played since login and the net result; "Continue playing"
 * starts the next interval, "Stop playing" calls `onStop`.
 */
export function RealityCheck({ children, onStop }: { children: ReactNode; onStop: () => void }) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const settings = useQuery({
    queryKey: [...saferPlayKeys.all(playerId), 'reality-check'],
    queryFn: ({ signal }) => getRealityCheck(signal),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const interval = settings.data?.intervalMinutes ?? 0;
  const login = settings.data?.sessionStartedAt ?? 0;
  const [showing, setShowing] = useState(false);
  const resumedAt = useRef(0);

  useEffect(() => {
    if (interval <= 0 || showing) return undefined;
    resumedAt.current = Date.now();
    const timer = setTimeout(() => {
      // The interval is used up: the next one starts when the player continues.
      resumedAt.current = 0;
      noteCheckShown(login);
      setShowing(true);
    }, Math.min(MAX_TIMER_MS, msUntilCheck(login, interval)));
    return () => {
      clearTimeout(timer);
      // Leaving the game (or a new interval setting): the play so far counts towards the next check.
      if (resumedAt.current > 0) notePlay(login, Date.now() - resumedAt.current);
      resumedAt.current = 0;
    };
  }, [interval, login, showing]);

  const resume = useCallback(() => setShowing(false), []);
  return (
    <>
      <div inert={showing} data-testid="reality-check-host" data-interval-minutes={interval} style={{ display: 'contents' }}>{children}</div>
      {showing && (
        <Suspense fallback={<div className="sp-modal" aria-busy="true" />}>
          <RealityCheckDialog onContinue={resume} onStop={onStop} />
        </Suspense>
      )}
    </>
  );
}
