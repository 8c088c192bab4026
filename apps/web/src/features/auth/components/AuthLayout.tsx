import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/router/index.ts';
import { useGoBack } from '../../../shared/ui/PageHeader.tsx';
import { BackIcon, HeadsetIcon } from '../../../shared/ui/icons.tsx';
import { LoginCover } from './LoginCover.tsx';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Where the back button goes without history. */
  fallback?: string;
}

/** Cover art with back and customer-service buttons, then the form card. */
export function AuthLayout({ title, subtitle, children, fallback = '/lobby/home' }: AuthLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(fallback);
  return (
    <div className="auth-page">
      <div className="auth-cover">
        <LoginCover />
        <button type="button" className="auth-cover__button auth-cover__button--back" aria-label={t('common.back')} onClick={goBack}>
          <BackIcon />
        </button>
        <button type="button" className="auth-cover__button auth-cover__button--service" aria-label={t('common.service')}
          onClick={() => void navigate('/service')}>
          <HeadsetIcon />
        </button>
      </div>
      <main className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
