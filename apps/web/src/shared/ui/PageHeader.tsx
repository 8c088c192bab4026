import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../router/index.ts';
import { BackIcon } from './icons.tsx';
import './ui.css';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes when there is no history to return to. */
  fallback?: string;
  right?: ReactNode;
}

/** The title bar of a full-screen page, with a back arrow. */
export function PageHeader({ title, fallback = '/lobby/home', right }: PageHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <header className="ui-header">
      <button type="button" className="ui-header__back" aria-label={t('common.back')} onClick={goBack}>
        <BackIcon />
      </button>
      <h1 className="ui-header__title">{title}</h1>
      <span className="ui-header__right">{right}</span>
    </header>
  );
}

/** Back one step when this session has history inside the app, otherwise to `fallback`. */
export function useGoBack(fallback = '/lobby/home'): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
