import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useRouteError } from '../../shared/router/index.ts';
import { useToken } from '../../shared/session/use-token.ts';
import { wasSignedOutByPlayer } from '../../shared/session/token.ts';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { AgeNotice } from '../../features/compliance/index.ts';
import { AppStatus } from '../../features/app-updates/index.ts';
import { NavigationProgress } from '../navigation-progress.tsx';
import type { RouteHandle } from './route-kit.tsx';
import './RootLayout.css';

/** Every screen: the login guard, the navigation progress bar, the age notice and the app's own notices (offline, updates). */
export function RootLayout() {
  const matches = useMatches();
  const token = useToken();
  const { pathname, search } = useLocation();
  const leaf = matches[matches.length - 1];
  const isPublic = (leaf?.handle as RouteHandle | undefined)?.public === true;

  if (!isPublic && !token) {
    const to = wasSignedOutByPlayer() ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={to} replace />;
  }
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <AgeNotice />
      <Suspense fallback={null}>
        <AppStatus />
      </Suspense>
    </>
  );
}

/** Shown while the first screen's code loads. */
export function Splash() {
  return (
    <div className="app-splash" aria-busy="true">
      <BrandMark className="app-splash__mark" />
    </div>
  );
}

/** A screen failed to load or render (often a stale tab after an update): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error ?? '');
  return (
    <div className="app-error" role="alert">
      <BrandMark className="app-splash__mark" />
      <h1>{t('common.networkError')}</h1>
      {message && <p>{message}</p>}
      <button type="button" onClick={() => window.location.reload()}>↻</button>
    </div>
  );
}
