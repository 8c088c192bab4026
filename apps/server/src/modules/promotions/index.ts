/**
 * promotions: the activity engine (§3 activity data, §5 activity list rules, §8 errcodes
 * 1001-1010, §9 activity types). Instances of each type with settings checked by the type's
 * schema, a schedule in Philippine time and budgets; claims once per (player, instance, ref) with
 * the terms frozen on the claim row and the budgets checked under the instance's budget-row lock;
 * rewards only through the rewards primitive. Types: one folder each under types/, one line in
 * types/index.ts. Decisions: docs/decisions/072-promotions-engine.md.
 */
import type { PromotionsService } from './service.ts';

export type PromotionsFace = PromotionsService;
export type { PromotionInput } from './service.ts';
