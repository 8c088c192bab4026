/** Accounts: login, registration, password reset, phone binding, the account page, the session. */
export { useCurrentUser, useUserStore } from './user-store.ts';
export type { AppUserBank } from './user-store.ts';
export { initSession, clearSession, startSession } from './session.ts';
export { refreshSession } from './api/refresh-session.ts';
export { useLogout } from './use-logout.ts';
/** The lobby header's user-info refresh (§4). */
export { useUserInfoRefreshOnLoad } from './api/user-info.ts';

export const authPages = {
  login: () => import('./pages/LoginPage.tsx'),
  register: () => import('./pages/RegisterPage.tsx'),
  forget: () => import('./pages/ForgetPasswordPage.tsx'),
  bind: () => import('./pages/BindPhonePage.tsx'),
  account: () => import('./pages/AccountPage.tsx'),
};

/** The accounts' texts, loaded with the first screen. */
export { enPKAuth } from './i18n/en-PK.ts';
