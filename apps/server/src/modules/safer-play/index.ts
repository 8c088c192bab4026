/**
 * safer-play: responsible gaming (docs/decisions/065, docs/responsible-gaming.md). Time-outs,
 * self-exclusions and the restricted-persons list (exclusions.ts); deposit, loss, wager and
 * session-time limits and the reality check (limits.ts). It refuses through the guards other
 * modules offer: deposits (payments), game launch (play), claims (rewards), sends to everyone
 * (mail); and the bet statement checks limits in the same transaction as the bet.
 */
import type { SaferPlay } from '@casino/contract';
import type { Exclusions } from './exclusions.ts';
import type { Limits } from './limits.ts';

export interface SaferPlayFace {
  exclusions: Exclusions;
  /** Deposit, loss, wager and session-time limits, the reality check; `operatorLower` for the console and ops. */
  limits: Limits;
  /** The player's whole safer-play state (getSaferPlay, and the answer of every change). */
  view(playerId: number): Promise<SaferPlay>;
}

export type { Exclusions, ExclusionView, Actor } from './exclusions.ts';
export type { ExclusionRow, RestrictedMatch, DuplicateId } from './exclusion-store.ts';
export { RestrictedListError } from './restricted-list.ts';
export type { Limits, LimitRef, LimitsView } from './limits.ts';
export type { LimitChange } from './limits-store.ts';
