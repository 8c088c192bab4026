/**
 * English texts of the VIP screen (/profile/vip) and the level-up notice, added to the catalogue
 * when either loads (features/vip/texts.ts).
 */
export const enPKVip = {
  vip: {
    title: 'VIP',
    loadFailed: 'Could not load your VIP level.',
    badge: 'VIP {{level}}',
    levelName: 'VIP {{level}} · {{name}}',
    progress: {
      label: 'Progress to VIP {{level}}',
      figures: '{{current}} / {{target}}',
      toGo: 'Bet {{amount}} more to reach VIP {{level}} {{name}}.',
      top: 'You have reached the highest VIP level.',
      note: 'Every coin you bet counts towards your VIP level. Refunded bets do not count.',
    },
    rewards: {
      title: 'VIP rewards',
      weekly: 'Weekly reward',
      monthly: 'Monthly reward',
      claim: 'Claim',
      claimed: 'Claimed',
      nextWeekly: 'Next on {{date}}',
      nextMonthly: 'Next on {{date}}',
      notAtLevel: 'Not included at your level',
      received: 'Received {{items}}.',
    },
    rebate: {
      title: 'VIP rebate',
      rate: '{{rate}} of your valid bets back every day',
      none: 'Your level earns no rebate yet',
      open: 'Open',
    },
    levels: {
      title: 'VIP levels',
      current: 'Your level',
      threshold: 'Total bet {{amount}}',
      levelUp: 'Level-up reward',
      weekly: 'Weekly reward',
      monthly: 'Monthly reward',
      withdrawDailyMax: 'Daily withdrawal limit',
      rebate: 'VIP rebate',
      none: '—',
    },
    items: {
      coin: '{{amount}} coins',
      points: '{{amount}} points',
      other: 'Item {{id}} × {{count}}',
      turnover: '(wagering ×{{rate}})',
    },
    errors: {
      notConfigured: 'Your VIP level has no {{period}} reward.',
      alreadyReceived: 'You have already claimed this reward. Come back next period.',
    },
    period: {
      weekly: 'weekly',
      monthly: 'monthly',
    },
    levelUp: {
      title: 'Level up!',
      body: 'You are now VIP {{level}}.',
      reward: 'Your level-up reward is in your wallet.',
      view: 'See my VIP',
      close: 'Close',
    },
  },
};
