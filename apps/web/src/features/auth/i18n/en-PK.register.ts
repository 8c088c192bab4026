/**
 * The register form's declaration (§6 "Terms bar from the platform") and its LINE sign-up: added
 * when the register page loads (features/auth/texts.ts), not with the first screen (locale en-PK).
 */
export const enPKAuthRegister = {
  register: {
    declaration: 'I declare that I am not under 21, not a government official, not a member of the police or armed forces, not on the staff of a gaming regulator, and not on a restricted-persons list or under a self-exclusion order.',
    declarationRequired: 'Please tick the declaration to register: the terms bar these groups from the platform.',
    lineRegister: 'Sign up with LINE',
  },
};
