import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  testId: string;
}

/** A modal question with its consequences spelled out; nothing happens until the player confirms. */
export function ConfirmDialog({ title, children, confirmText, cancelText, onConfirm, onCancel, pending, testId }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus: Enter alone must not start a break.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="sp-modal" role="presentation" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <div className="sp-modal__box" role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`} data-testid={testId}>
        <h2 id={`${testId}-title`} className="sp-modal__title">{title}</h2>
        <div className="sp-modal__body">{children}</div>
        <div className="sp-modal__actions">
          <button ref={cancel} type="button" className="sp-button sp-button--ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>{cancelText}</button>
          <button type="button" className="sp-button sp-button--danger" onClick={onConfirm} disabled={pending} data-testid={`${testId}-confirm`}>
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
