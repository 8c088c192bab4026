/** The name of the game screen (locale en-PK), loaded with the first screen. */
export const enPKGameScreens = {
  screens: {
    start: 'Game',
  },
};
