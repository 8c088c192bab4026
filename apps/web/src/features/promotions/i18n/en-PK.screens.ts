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
    freeSign: 'Daily sign-in',
    freeLoginBonus: 'Day bonus',
    fund: 'Growth fund',
    ladderRecharge: 'Deposit bonus',
    accumulatedRecharge: 'Accumulated deposits',
    continuousRecharge: 'Deposit every day',
    vipRebate: 'VIP rebate',
    cashBonus: 'Cash bonus',
    bindReward: 'Bind your mobile',
  },
};
