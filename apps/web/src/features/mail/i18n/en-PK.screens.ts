/** The names of the mail screens (locale en-PK), loaded with the first screen. */
export const enPKMailScreens = {
  screens: {
    email: 'Mail',
    profileEmail: 'Mail',
  },
};
