import type { enPKAuth } from './i18n/en-PK.ts';
import type { enPKAuthRegister } from './i18n/en-PK.register.ts';

/** Accounts: login (also with LINE), registration, password reset, phone binding, the password change, the session. */
export { useCurrentUser, useUserStore } from './user-store.ts';
export type { AppUserBank } from './user-store.ts';
export { initSession, clearSession, startSession } from './session.ts';
export { refreshSession } from './api/refresh-session.ts';
export { useLogout } from './use-logout.ts';
/** The lobby header's user-info refresh (§4). */
export { useUserInfoRefreshOnLoad } from './api/user-info.ts';
/** Reads the user info again (a break started or ended elsewhere changes its `exclusion`). */
export { refreshUserInfo } from './api/user-info.ts';

export const authPages = {
  login: () => import('./pages/LoginPage.tsx'),
  register: () => import('./pages/RegisterPage.tsx'),
  forget: () => import('./pages/ForgetPasswordPage.tsx'),
  bind: () => import('./pages/BindPhonePage.tsx'),
  /** Where LINE sends the player back (LINE_REDIRECT_URI): checks the state, then logs in. */
  lineCallback: () => import('./pages/LineCallbackPage.tsx'),
};

/** Parts of the account screens other features place on theirs, each loaded when first shown. */
export const authParts = {
  /** The login password change (the profile's account screen). */
  changePassword: () => import('./components/ChangePasswordForm.tsx'),
};

/** The accounts' texts, loaded with their screens; the register form's declaration with its page (./texts.ts). */
export type AuthTexts = typeof enPKAuth;
export type AuthRegisterTexts = typeof enPKAuthRegister;
