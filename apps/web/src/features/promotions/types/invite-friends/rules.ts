import type { InviteFriendsConfig, RewardItem } from '@casino/contract';

/** §9: progress is shown as (inviteCount+1)/(required+1); past the tier it stays full. */
export const inviteProgress = (inviteCount: number, required: number): { shown: number; of: number } =>
  ({ shown: Math.min(Math.max(inviteCount, 0), required) + 1, of: required + 1 });

/** The award of a tier (§3 config list: JSON text of reward items); none when it cannot be read. */
export function awardOf(tier: Pick<InviteFriendsConfig, 'award'>): RewardItem[] {
  try {
    const parsed: unknown = JSON.parse(tier.award);
    return Array.isArray(parsed) ? (parsed as RewardItem[]) : [];
  } catch {
    return [];
  }
}
