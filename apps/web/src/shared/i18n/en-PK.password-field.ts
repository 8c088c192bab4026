/**
 * The password field's words (locale en-PK): added when the field loads (shared/ui/PasswordField),
 * on the sign-in, safebox, withdrawal and account screens, not with the first screen.
 */
export const enPKPasswordField = {
  login: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
};
