import type { ReactNode } from 'react';
import { CheckIcon } from './icons.tsx';
import './ui.css';

interface CheckBoxProps {
  checked: boolean;
  /** Called on every tap; the owner decides whether that ticks the box. */
  onToggle: () => void;
  children?: ReactNode;
  testId?: string;
  label?: string;
}

/** A round tick box; the owner controls it completely (green mode may refuse to tick). */
export function CheckBox({ checked, onToggle, children, testId, label }: CheckBoxProps) {
  return (
    <span className="ui-check">
      <button type="button" role="checkbox" aria-checked={checked} aria-label={label} data-testid={testId}
        className={checked ? 'ui-check__box is-checked' : 'ui-check__box'} onClick={onToggle}>
        {checked && <CheckIcon size={12} strokeWidth={3} />}
      </button>
      {children && <span className="ui-check__label">{children}</span>}
    </span>
  );
}
