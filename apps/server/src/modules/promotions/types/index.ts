import { firstChargeType } from './first-charge/index.ts';
import { signUpBonusType } from './sign-up-bonus/index.ts';
import { supplyType } from './supply/index.ts';
import type { PromotionType } from './promotion-type.ts';

/** The activity types the engine runs: one folder each, one line here (and its settings schema in the contract). */
export const PROMOTION_TYPES: readonly PromotionType[] = [
  firstChargeType,
  supplyType,
  signUpBonusType,
];

export const promotionTypeOf = (type: number): PromotionType | undefined => PROMOTION_TYPES.find((t) => t.type === type);
