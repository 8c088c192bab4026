import { ActivityErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';

/** The promotions module's refusals and their errcodes (§8 activity errcodes 1001-1010). */
export const activityRefusal = refusalTable({
  notFound: { errcode: ActivityErrcode.NotFound, message: 'No running activity of that kind' },
  notStarted: { errcode: ActivityErrcode.NotStarted, message: 'The activity has not started yet' },
  ended: { errcode: ActivityErrcode.Ended, message: 'Event has ended' },
  notEligible: { errcode: ActivityErrcode.NotEligible, message: 'This activity is not open to this account' },
  conditionNotMet: { errcode: ActivityErrcode.ConditionNotMet, message: "The activity's condition is not met yet" },
  alreadyClaimed: { errcode: ActivityErrcode.AlreadyClaimed, message: 'This reward was claimed already' },
  unknownReward: { errcode: ActivityErrcode.UnknownReward, message: 'No such reward in this offer' },
  budgetExhausted: { errcode: ActivityErrcode.BudgetExhausted, message: "The activity's rewards are all given out" },
  playerLimitReached: { errcode: ActivityErrcode.PlayerLimitReached, message: 'You have made all the claims this activity allows' },
  periodLimitReached: { errcode: ActivityErrcode.PeriodLimitReached, message: "Today's rewards are all given out; come back tomorrow" },
});

/** Why an activity says no, as the types' pure predicates return it. */
export type ActivityReason = Parameters<typeof activityRefusal>[0];
