import type { TFunction } from 'i18next';
import { Limits, ProfileErrcode } from '@casino/contract';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';

/** The profile refusals (contract ProfileErrcode 3400-3499), one text per errcode. */
const PROFILE_TEXTS: ErrcodeTable = {
  [ProfileErrcode.InviterNotFound]: 'profile.errors.inviterNotFound',
  [ProfileErrcode.InviterAlreadyBound]: 'profile.errors.inviterAlreadyBound',
  [ProfileErrcode.InviterIsSelf]: 'profile.errors.inviterIsSelf',
  [ProfileErrcode.InviterInactive]: 'profile.errors.inviterInactive',
  [ProfileErrcode.InviterIsInvitee]: 'profile.errors.inviterIsInvitee',
  [ProfileErrcode.InviterSameDevice]: 'profile.errors.inviterSameDevice',
  [ProfileErrcode.UnderAge]: (_error, t) => t('profile.errors.underAge', { age: Limits.minimumAge }),
};

/** One clear message per profile errcode; anything else the common tail. */
export function describeProfileFailure(error: unknown, t: TFunction): string {
  return failureText(error, t, PROFILE_TEXTS, undefined);
}
