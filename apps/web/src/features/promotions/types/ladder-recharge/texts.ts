import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the ladder-recharge page and the deposit page's bonus hint (locale en-PK); the title and rules come from the server. */
export const enPKLadderRecharge = {
  promotions: {
    ladder: {
      title: 'Deposit bonus',
      intro: 'Every deposit that reaches a level earns its bonus. The first {{perDay}} deposits of each day count (Philippine time).',
      tier: 'Deposit {{min}} or more',
      percent: '{{percent}}% bonus',
      fixed: '+{{amount}}',
      upTo: 'up to {{amount}}',
      turnover: '{{rate}}× turnover',
      today: "Today's bonus deposits: {{used}} of {{perDay}}",
      yours: 'Your bonuses',
      none: 'No bonus yet. Deposit {{min}} or more to earn one.',
      deposit: 'Deposit now',
      deposited: 'Deposit of {{amount}}',
      bonus: '+{{amount}} bonus',
      claimUntil: 'Claim by {{time}}',
      claim: 'Claim',
      status: { claimed: 'Claimed', expired: 'Expired', dailyLimit: "Over the day's count" },
      done: 'Claimed {{amount}} bonus coins.',
      rules: 'Rules',
      hint: {
        bonus: 'This deposit earns a bonus of {{amount}} ({{rate}}× turnover).',
        below: 'Deposit {{min}} or more to earn a bonus.',
        dayUsed: "Today's {{perDay}} bonus deposits are used up: deposits earn a bonus again tomorrow.",
        waiting_one: '{{count}} bonus waiting to be claimed',
        waiting_other: '{{count}} bonuses waiting to be claimed',
      },
      err1007: 'This deposit has no bonus to claim (below the levels, made before the offer, or past its claim days).',
      err1010: "This deposit came after the day's bonus deposits: it earns no bonus.",
    },
  },
};

export const registerLadderRechargeTexts = lazyTexts(enPKLadderRecharge);
