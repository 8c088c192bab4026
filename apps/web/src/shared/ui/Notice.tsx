import type { ReactNode } from 'react';
import { Link } from '../router/index.ts';
import './states.css';

export type NoticeTone = 'info' | 'warn' | 'danger' | 'ok';

/** What resolves a notice: a page to go to, or something to do here (such as trying again). */
export type NoticeAction =
  | { to: string; label: string; testId?: string }
  | { onClick: () => void; label: string; testId?: string };

/** A message in a box, optionally with the action that resolves it. */
export function Notice({ tone = 'info', children, action, testId }: {
  tone?: NoticeTone;
  children: ReactNode;
  action?: NoticeAction;
  testId?: string;
}) {
  return (
    <div className={`ui-notice ui-notice--${tone}`} role={tone === 'danger' ? 'alert' : 'status'} data-testid={testId}>
      <span>{children}</span>
      {action && ('to' in action
        ? <Link to={action.to} className="ui-notice__action" data-testid={action.testId}>{action.label}</Link>
        : <button type="button" className="ui-notice__action" data-testid={action.testId} onClick={action.onClick}>{action.label}</button>)}
    </div>
  );
}
