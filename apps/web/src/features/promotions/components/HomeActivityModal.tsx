import { Suspense, startTransition, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';
import { readJson, writeJson } from '../../../shared/storage/storage.ts';
import { useActivityDataState } from '../api/activity-ids.ts';
import { nextHomeModal } from '../lobby-rules.ts';
import { HOME_MODAL_ORDER, activityTypeOf } from '../types/registry.ts';
import type { ActivityModalProps } from '../types/registry.ts';

/** §3 stored client state: the activity modals shown this visit. */
const SHOWN_KEY = 'casino.activityModalsShown';

const modals = new Map<number, LazyExoticComponent<ComponentType<ActivityModalProps>>>();
function modalOf(type: number): LazyExoticComponent<ComponentType<ActivityModalProps>> | null {
  const load = activityTypeOf(type)?.modal;
  if (!load) return null;
  let modal = modals.get(type);
  if (!modal) modals.set(type, (modal = lazyInOwnTask(load)));
  return modal;
}

/**
 * §4 home activity modal: the first activity of the sequence that is active and not shown yet
 * this visit; closing it shows the next. An activity counts as shown once it opens, so leaving
 * home and coming back does not bring it up again. The type's modal (and its texts) load only
 * when one is due; it sits under the notice modal, so it shows once that one is closed.
 */
export function HomeActivityModal({ paused }: { paused: boolean }) {
  const { data, ready } = useActivityDataState();
  const [shown, setShown] = useState<number[]>(() => readJson<number[]>(SHOWN_KEY, 'session') ?? []);
  const [current, setCurrent] = useState<number | null>(null);
  const next = nextHomeModal(HOME_MODAL_ORDER, data.activityIds, shown);
  useEffect(() => {
    if (paused || current !== null || next === null) return;
    const now = [...shown, next];
    writeJson(SHOWN_KEY, now, 'session');
    // A transition: the modal and its code come in slices while the home stays responsive.
    startTransition(() => {
      setShown(now);
      setCurrent(next);
    });
  }, [paused, current, next, shown]);
  const record = current === null ? undefined : data.activityMap[String(current)];
  const Modal = current === null ? null : modalOf(current);
  // A mark that this visit's sequence is over (nothing open, nothing due), for whoever waits on it.
  if (!paused && ready && current === null && next === null) return <span hidden data-testid="activity-modals-done" />;
  if (paused || !record || !Modal) return null;
  return (
    <Suspense fallback={null}>
      <Modal instanceId={record.instanceId} onClose={() => setCurrent(null)} />
    </Suspense>
  );
}
