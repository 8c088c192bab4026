import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import type { TaskEntry } from '@casino/contract';
import { useLocation } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { formatClock } from '../../../shared/format/time.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useTaskUser } from '../api/get-task-user.ts';
import { useReceiveTaskAward } from '../api/receive-task-award.ts';
import { useTaskVisit } from '../api/task-visit.ts';
import { TaskCard } from '../components/TaskCard.tsx';
import { describeTaskFailure } from '../lib/task-errors.ts';
import { rewardsText } from '../lib/task-reward.ts';
import { inLobbyShell } from '../paths.ts';
import { registerTaskTexts } from '../texts.ts';
import '../tasks.css';

registerTaskTexts();

/**
 * /lobby/task (a tab of the mobile lobby) and /profile/task (phones and the desktop): every task
 * with its progress and reward, a way to do it, and Receive once it is done.
 */
export default function TasksPage() {
  registerTaskTexts();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const desktop = isDesktop();
  const user = useTaskUser();

  let body;
  if (user.data) {
    body = user.data.tasks.length === 0
      ? <EmptyState testId="tasks-empty">{t('tasks.empty')}</EmptyState>
      : <TaskList tasks={user.data.tasks} />;
  } else if (user.isError) {
    body = <ErrorState message={t('tasks.loadFailed')} onRetry={() => void user.refetch()} testId="tasks-error" />;
  } else {
    body = <Skeleton lines={6} testId="tasks-loading" />;
  }

  let header;
  if (desktop) header = <h1 className="tasks-page__heading">{t('tasks.title')}</h1>;
  else if (inLobbyShell(pathname)) header = <header className="tasks-page__bar"><h1>{t('tasks.title')}</h1></header>;
  else header = <PageHeader title={t('tasks.title')} />;

  return (
    <div className="tasks-page" data-testid="tasks-page">
      {header}
      <div className="tasks-page__body">{body}</div>
    </div>
  );
}

function TaskList({ tasks }: { tasks: readonly TaskEntry[] }) {
  const { t } = useTranslation();
  const receive = useReceiveTaskAward();
  const visit = useTaskVisit();
  /** The task whose award was asked for: its button is disabled from the click until the answer. */
  const [receivingId, setReceivingId] = useState<number | null>(null);

  // §5: prize claims are debounced (200 ms); the button is disabled from the first click.
  const sendReceive = useDebouncedCallback((taskId: number) => {
    receive.mutate(taskId, {
      onSuccess: (answer) => void toast.success(t('tasks.done', { reward: rewardsText(answer.items, t) })),
      onError: (failure) => void toast.fail(describeTaskFailure(failure, t)),
      onSettled: () => setReceivingId(null),
    });
  }, Limits.claimDebounceMs);

  const onReceive = (taskId: number) => {
    if (receivingId !== null) return;
    setReceivingId(taskId);
    sendReceive(taskId);
  };

  const resetAt = tasks.find((task) => task.daily)?.resetAt ?? null;
  const appAddress = `${window.location.origin}/lobby/home`;
  return (
    <>
      <p className="tasks-page__intro">{t('tasks.intro')}</p>
      {resetAt !== null && <p className="tasks-page__reset" data-testid="tasks-reset">{t('tasks.dailyReset', { time: formatClock(resetAt) })}</p>}
      <ul className="task-list" data-testid="task-list">
        {tasks.map((task) => (
          <TaskCard key={task.id} task={task} appAddress={appAddress} receiving={receivingId === task.id}
            onReceive={onReceive} onVisit={(taskId) => visit.mutate(taskId)} />
        ))}
      </ul>
    </>
  );
}
