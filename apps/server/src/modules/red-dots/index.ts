/**
 * red-dots: §3's red-dot flags (hasTask, hasMail, hasSignUpBonus, hasFund, hasAgent,
 * hasFreeBonus), answered by getRedDots. Each flag belongs to the module that knows it: tasks,
 * mail and the promotions register a part in their `create` with `redDots.addPart(part)`; a flag
 * no part sets is false.
 */
import type { RedDots } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/** Reads some of a player's flags. */
export type RedDotPart = (q: Queryable, playerId: number) => Promise<Partial<RedDots>>;

export interface RedDotsFace {
  addPart(part: RedDotPart): void;
  read(playerId: number): Promise<RedDots>;
}
