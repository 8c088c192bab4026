import { setUnauthorizedHandler } from '../shared/api/client.ts';
import { useAppConfigStore } from '../shared/app-config/store.ts';
import type { Router } from '../shared/router/index.ts';
import { isSigningOut, subscribeToken } from '../shared/session/token.ts';
import { clearSession, initSession, refreshSession } from '../features/auth/index.ts';
import { queryClient } from './query-client.ts';

/** Wires the session to the router and refreshes the user and config once at load. */
export function bootstrap(router: Router): void {
  setUnauthorizedHandler(() => {
    // The player's own logout is already on its way to /login.
    if (isSigningOut()) return;
    clearSession();
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  });
  initSession();
  // Cached answers belong to the player who fetched them.
  subscribeToken((token) => {
    if (!token) queryClient.clear();
  });

  const showAppName = () => {
    const appName = useAppConfigStore.getState().config?.site.appName;
    if (appName) document.title = appName;
  };
  showAppName();
  useAppConfigStore.subscribe(showAppName);

  void queryClient
    .fetchQuery({ queryKey: ['session'], queryFn: async () => { await refreshSession(); return Date.now(); }, retry: 2 })
    .catch(() => undefined);
}
