/** The names of the promotions screens (locale en-PK), loaded with the first screen like every screen name. */
export const enPKPromotionScreens = {
  screens: {
    promotions: 'Promotions',
    activityList: 'Activities',
    activityDetail: 'Activity details',
    activityRule: 'Rules',
    firstCharge: 'First charge bonus',
    supply: 'Supply',
    signUpBonus: 'Sign-up bonus',
  },
};
