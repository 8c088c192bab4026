/**
 * English words every screen shares (locale en-PK): the common words and messages and the shared
 * error tail (./failure-text.ts); the password field's words load with it
 * (./en-PK.password-field.ts). Each feature keeps its own texts beside it (features/<f>/i18n);
 * the app assembles the catalogue (app/i18n.ts). Keys follow the spec's message keys where it
 * names them.
 */
export const enPKCommon = {
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    back: 'Back',
    close: 'Close',
    loading: 'Loading...',
    success: 'Success.',
    networkError: 'Network Error',
    copySuccess: 'Copy Success.',
    copyFail: 'Copy Fail.',
    copy: 'Copy',
    logout: 'Log out',
    logoutTip: 'Are you sure you want to log out?',
    refreshSucc: 'Balance updated.',
    refreshFail: 'Refresh failed (error {{code}}).',
    tooManyAttempts: 'Too many attempts. Please try again in {{seconds}} s.',
    service: 'Customer service',
    backToLobby: 'Back to the lobby',
    requestFailed: 'Request failed (error {{code}}).',
    retry: 'Try again',
  },
};
