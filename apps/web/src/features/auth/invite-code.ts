import { sessionAdParams } from '../../shared/tracking/attribution.ts';

/**
 * The inviter's code for a new account (§3 ad parameter outValue): the screen's own query, else
 * the session's entry address (a player who came in through an invite link and moved around
 * before registering keeps their inviter).
 */
export function inviteCodeOf(params: URLSearchParams): string | undefined {
  return params.get('outValue')?.trim() || sessionAdParams().outValue || undefined;
}
