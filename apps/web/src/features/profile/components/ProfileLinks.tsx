import type { ReactNode } from 'react';
import { Link } from '../../../shared/router/index.ts';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';

export interface ProfileLinkEntry {
  key: string;
  label: string;
  to: string;
  /** Shown on the right, before the arrow. */
  value?: ReactNode;
}

/** A list of screens to open, one row each. */
export function ProfileLinks({ entries, testId }: { entries: readonly ProfileLinkEntry[]; testId: string }) {
  return (
    <ul className="profile-links" data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link className="profile-link" to={entry.to} data-testid={`profile-link-${entry.key}`}>
            <span>{entry.label}</span>
            <span className="profile-link__value">{entry.value}<ChevronRightIcon /></span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
