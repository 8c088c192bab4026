import { Limits, ProfileErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';

/** The profile rules' refusals (ProfileErrcode 3400-3499): what went wrong, its errcode and message. */
const REFUSALS = {
  inviterNotFound: { errcode: ProfileErrcode.InviterNotFound, message: 'No player has this invite code or player ID' },
  inviterAlreadyBound: { errcode: ProfileErrcode.InviterAlreadyBound, message: 'Your inviter is already set and cannot be changed' },
  inviterIsSelf: { errcode: ProfileErrcode.InviterIsSelf, message: 'You cannot be your own inviter' },
  inviterInactive: { errcode: ProfileErrcode.InviterInactive, message: "This inviter's account is not active" },
  inviterIsInvitee: { errcode: ProfileErrcode.InviterIsInvitee, message: 'You invited this player, directly or through others: they cannot be your inviter' },
  inviterSameDevice: { errcode: ProfileErrcode.InviterSameDevice, message: 'This account has been used on your device: it cannot be your inviter' },
  underAge: { errcode: ProfileErrcode.UnderAge, message: `Players must be ${Limits.minimumAge} or older` },
} satisfies Record<string, { errcode: number; message: string }>;

export type ProfileRefusalReason = keyof typeof REFUSALS;

export const profileRefusal: (reason: ProfileRefusalReason, options?: Refusal['options']) => Refusal = refusalTable(REFUSALS);
