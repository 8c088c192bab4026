/** The name of the safer play screen (locale en-PK), loaded with the first screen. */
export const enPKSaferPlayScreens = {
  screens: {
    profileSaferPlay: 'Safer play',
  },
};
