import { ActivityType, inHolidaySeason } from '@casino/contract';

/** Philippine time (UTC+8): the product's calendar, for the date gates. */
const PH_OFFSET_MS = 8 * 3_600_000;
const phParts = (now: Date) => {
  const local = new Date(now.getTime() + PH_OFFSET_MS);
  return { month: local.getUTCMonth() + 1, day: local.getUTCDate(), weekday: local.getUTCDay() };
};

/**
 * §2 date gates of the seasonal floating icons, beyond the activity being on: Christmas in
 * December up to the 26th, New Year from 26 December to 15 January, the weekend lottery on
 * Saturdays and Sundays, and a festival until its instance ends.
 */
export function passesDateGate(type: number, now: Date, endTime: number): boolean {
  const { weekday } = phParts(now);
  switch (type) {
    // The seasons the server also runs them in (contract holiday-season.ts, decision 087).
    case ActivityType.Christmas:
    case ActivityType.NewYear: return inHolidaySeason(type, now);
    case ActivityType.WeekendLottery: return weekday === 0 || weekday === 6;
    case ActivityType.Festival: return endTime === -1 || now.getTime() < endTime;
    default: return true;
  }
}

/**
 * Activities that never float: the entries the lobby already draws elsewhere (tasks; the VIP
 * rebate, a featured entry; the bind reward, behind the bind link and bind-phone banners). Link
 * activities (Notice, OutLink) float like the others (decision 076).
 */
const NOT_FLOATING: ReadonlySet<number> = new Set([ActivityType.Tasks, ActivityType.VIP, ActivityType.Bind]);

/**
 * §2 floating icons: one per active activity, in the list's order; the seasonal ones only inside
 * their date gate; the supply icon only while the player is bankrupt.
 */
export function floatingActivityIds(data: { activityIds: readonly number[]; activityMap: Readonly<Record<string, { endTime: number }>>; isBankrupt: boolean }, now: Date): number[] {
  return data.activityIds.filter((type) => {
    if (NOT_FLOATING.has(type)) return false;
    if (type === ActivityType.Supply && !data.isBankrupt) return false;
    return passesDateGate(type, now, data.activityMap[String(type)]?.endTime ?? -1);
  });
}

/** §5: the reward list holds only the sign-up bonus. */
export const rewardListIds = (activityIds: readonly number[]): number[] => activityIds.filter((type) => type === ActivityType.SignUpBonus);

/**
 * §4 home activity modal: the first activity of `order` that is active and not shown yet this
 * visit; null when none is left. Closing one shows the next.
 */
export function nextHomeModal(order: readonly number[], activityIds: readonly number[], shown: readonly number[]): number | null {
  return order.find((type) => activityIds.includes(type) && !shown.includes(type)) ?? null;
}

/** A countdown's parts from now to `endTime` (ms; -1 never): null when there is none, zeros once it has ended. */
export function countdownParts(endTime: number, now: number): { days: number; hours: number; minutes: number; seconds: number; ended: boolean } | null {
  if (endTime === -1) return null;
  const left = Math.max(0, Math.floor((endTime - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3_600), minutes: Math.floor((left % 3_600) / 60), seconds: left % 60, ended: left === 0 };
}
