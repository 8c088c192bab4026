import { useTranslation } from 'react-i18next';
import type { TaskEntry } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { CheckIcon } from '../../../shared/ui/icons.tsx';
import { TaskType } from '@casino/contract';
import { taskAction } from '../lib/task-action.ts';
import { rewardsText } from '../lib/task-reward.ts';
import { TaskIcon } from './TaskIcon.tsx';

interface TaskCardProps {
  task: TaskEntry;
  /** The app's own address, for share links. */
  appAddress: string;
  /** This task's award is being received. */
  receiving: boolean;
  onReceive(taskId: number): void;
  onVisit(taskId: number): void;
}

/** TodayPay counts an amount (hundredths); every other task counts times. */
const amountText = (task: TaskEntry, value: number): string => (task.type === TaskType.TodayPay ? formatMoney(value) : String(value));

/** One task: its icon, title, reward, progress bar and what the player can do now. */
export function TaskCard({ task, appAddress, receiving, onReceive, onVisit }: TaskCardProps) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.floor((task.progress * 100) / task.target));
  return (
    <li className={`task-card task-card--${task.status}`} data-testid={`task-${task.id}`} data-status={task.status} data-type={task.type}>
      <TaskIcon type={task.type} />
      <div className="task-card__main">
        <p className="task-card__title">
          <span>{task.title}</span>
          <span className="task-card__period">{task.daily ? t('tasks.daily') : t('tasks.once')}</span>
        </p>
        <p className="task-card__reward" data-testid={`task-reward-${task.id}`}>{rewardsText(task.items, t)}</p>
        <div className="task-card__progress">
          <span className="task-bar" role="progressbar" aria-valuemin={0} aria-valuemax={task.target} aria-valuenow={task.progress}>
            <span className="task-bar__fill" style={{ width: `${percent}%` }} />
          </span>
          <span className="task-card__count" data-testid={`task-progress-${task.id}`}>
            {t('tasks.progress', { progress: amountText(task, task.progress), target: amountText(task, task.target) })}
          </span>
        </div>
      </div>
      <div className="task-card__action">
        <TaskButton task={task} appAddress={appAddress} receiving={receiving} onReceive={onReceive} onVisit={onVisit} />
      </div>
    </li>
  );
}

function TaskButton({ task, appAddress, receiving, onReceive, onVisit }: TaskCardProps) {
  const { t } = useTranslation();
  if (task.status === 'received') {
    return <span className="task-done" data-testid={`task-received-${task.id}`}><CheckIcon />{t('tasks.received')}</span>;
  }
  if (task.status === 'completed') {
    return (
      <button type="button" className="task-button task-button--receive" disabled={receiving} aria-busy={receiving}
        onClick={() => onReceive(task.id)} data-testid={`task-receive-${task.id}`}>
        {receiving ? t('tasks.receiving') : t('tasks.receive')}
      </button>
    );
  }
  const action = taskAction(task, appAddress);
  if (!action) return null;
  if (action.kind === 'route') {
    return <Link to={action.to} className="task-button" data-testid={`task-go-${task.id}`}>{t('tasks.go')}</Link>;
  }
  // The visit is recorded as the address opens: the click itself opens the tab, so no blocker stops it.
  return (
    <a href={action.href} target="_blank" rel="noopener noreferrer" className="task-button" onClick={() => onVisit(task.id)} data-testid={`task-go-${task.id}`}>
      {t('tasks.go')}
    </a>
  );
}
