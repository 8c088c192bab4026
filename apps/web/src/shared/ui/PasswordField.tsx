import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enPKPasswordField } from '../i18n/en-PK.password-field.ts';
import { lazyTexts } from '../i18n/index.ts';
import { TextField } from './TextField.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

const registerPasswordFieldTexts = lazyTexts(enPKPasswordField);
registerPasswordFieldTexts();

interface PasswordFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  icon?: ReactNode;
  testId?: string;
  toggleTestId?: string;
  maxLength?: number;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ toggleTestId, ...props }: PasswordFieldProps) {
  registerPasswordFieldTexts();
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField {...props} type={visible ? 'text' : 'password'} autoCapitalize="off" autoCorrect="off" spellCheck={false}
      trailing={(
        <button type="button" className="ui-field__toggle" data-testid={toggleTestId} aria-pressed={visible}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      )} />
  );
}
