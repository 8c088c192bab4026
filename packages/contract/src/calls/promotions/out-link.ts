import { z } from 'zod';

/**
 * OutLink (activity type 29): an activity whose entry opens an outside address in a new window,
 * as a banner of click type 3 does. It has no calls of its own: activityMap carries the address
 * (`url`). Only https addresses without credentials are accepted.
 * Decisions: docs/decisions/076-vip-rebate-cash-bonus-and-link-activities.md.
 */

/** An https address with a host and no user name or password in it. */
export function isSafeOutLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

const OUT_LINK_RULE = 'must be an https address (https://host/...) without a user name or password';

export const OutLinkSettings = z.object({
  // The pattern also reaches the console's form (JSON Schema); the refinement is the full rule.
  url: z.string().max(2048).regex(/^https:\/\//i, OUT_LINK_RULE).refine(isSafeOutLink, OUT_LINK_RULE),
});
export type OutLinkSettings = z.infer<typeof OutLinkSettings>;
