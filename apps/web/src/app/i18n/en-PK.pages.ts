/**
 * English texts of the app's own pages (locale en-PK): the coming-soon page, with the names of the
 * screens still to come, and the not-found page. They load with those pages (./pages.ts), not with
 * the first screen.
 */
export const enPKAppPages = {
  common: {
    comingSoon: '{{name}} — coming soon',
    comingSoonBody: 'We are putting the finishing touches on this screen. Check back soon.',
    notFound: 'Page not found',
    notFoundBody: 'The page you were looking for does not exist.',
  },
  screens: {
    activity: 'Activities',
    rewards: 'Rewards',
    rewardDetail: 'Reward detail',
    test: 'Diagnostics',
    activity_index: 'Activities',
    activity_spin: 'Spin wheel',
    activity_cashBonus: 'Cash bonus',
    activity_agent: 'Agent',
    activity_agentCount: 'Agent',
    activity_agent5: 'Agent',
    activity_vipRebate: 'VIP rebate',
    activity_follow: 'Follow rewards',
    activity_supply: 'Relief bonus',
    activity_festival: 'Festival',
    activity_weekendLottery: 'Weekend lottery',
    activity_freeSign: 'Free sign-in',
    activity_christmas: 'Christmas',
    activity_newYear: 'New Year',
    activity_firstCharge: 'First deposit bonus',
    activity_inviteFriends: 'Invite friends',
    activity_depositEvery: 'Daily deposit bonus',
    activity_sign: 'Sign-in bonus',
    activity_signPay: 'Sign-in pass',
    rule_points: 'Points rules',
    rule_signBonus: 'Sign-in bonus rules',
    rule_agent: 'Agent rules',
    rule_dayBonus: 'Day bonus rules',
    rule_supply: 'Relief bonus rules',
    rule_christmas: 'Christmas rules',
    rule_newYear: 'New Year rules',
    rule_agent5: 'Agent rules',
    rule: 'Rules',
  },
};
