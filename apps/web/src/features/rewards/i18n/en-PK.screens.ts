/** The names of the rewards screens (locale en-PK), loaded with the first screen. */
export const enPKRewardScreens = {
  screens: {
    profileItems: 'My items',
  },
};
