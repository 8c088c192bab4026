/** The name of the VIP screen (locale en-PK), loaded with the first screen. */
export const enPKVipScreens = {
  screens: {
    profileVip: 'VIP',
  },
};
