import { useId } from 'react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import type { InstallPromptKind } from './install-rules.ts';

interface InstallCardProps {
  kind: InstallPromptKind;
  title: string;
  children: ReactNode;
  /** The buttons, main action last. */
  actions: ReactNode;
  onDismiss: () => void;
}

/**
 * The frame every prompt shares: a non-modal dialog (the lobby stays usable behind it), a bottom
 * sheet on phones and a small corner card on the desktop. Escape dismisses it like its close button.
 */
export function InstallCard({ kind, title, children, actions, onDismiss }: InstallCardProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      className={`install-prompt install-prompt--${kind}`} role="dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      data-testid={`install-${kind}`} onKeyDown={(event) => { if (event.key === 'Escape') onDismiss(); }}
    >
      <BrandMark className="install-prompt__mark" />
      <div className="install-prompt__text">
        <h2 id={titleId} className="install-prompt__title">{title}</h2>
        <p id={bodyId} className="install-prompt__body">{children}</p>
      </div>
      <div className="install-prompt__actions">{actions}</div>
    </section>
  );
}
