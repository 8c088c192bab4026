import type { InputHTMLAttributes, ReactNode } from 'react';
import './ui.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  onValueChange: (value: string) => void;
  icon?: ReactNode;
  /** Shown inside the field on the right: a toggle, a send button. */
  trailing?: ReactNode;
  /** Shown inside the field on the left after the icon: a country code. */
  prefix?: string;
  testId?: string;
}

export function TextField({ value, onValueChange, icon, trailing, prefix, testId, className, ...input }: TextFieldProps) {
  return (
    <label className={className ? `ui-field ${className}` : 'ui-field'}>
      {icon && <span className="ui-field__icon">{icon}</span>}
      {prefix && <span className="ui-field__prefix">{prefix}</span>}
      <input className="ui-field__input" value={value} data-testid={testId}
        onChange={(event) => onValueChange(event.target.value)} {...input} />
      {trailing && <span className="ui-field__trailing">{trailing}</span>}
    </label>
  );
}
