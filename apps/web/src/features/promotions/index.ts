/**
 * Promotions (§2 lobby entries, §3 activity data, §4 activity states, §8 activity errcodes):
 * the player's activity ids, the lobby's floating icons, featured entries and home activity
 * modal, the activity and rewards lists, an instance's details and rule pages, and one folder per
 * activity type (types/<type>/: page, modal, api, rules, test; a line in types/registry.ts).
 * What the lobby takes from here is small; every screen and modal loads when first shown.
 */
import type { enPKPromotions } from './i18n/en-PK.ts';
import type { enPKSignUpBonus } from './types/sign-up-bonus/texts.ts';
import type { enPKSupply } from './types/supply/texts.ts';

/** The activity data (§3) for the lobby's entries; NO_ACTIVITIES for a guest. */
export { useActivityData, useActivityDataState, refreshActivityIds, NO_ACTIVITIES } from './api/activity-ids.ts';
export type { ActivityData } from './api/activity-ids.ts';
/** §2 floating icons and their date gates; a type's icon picture. */
export { floatingActivityIds, passesDateGate } from './lobby-rules.ts';
export { activityIcon } from './icons.ts';
/** §4 the home activity modal sequence. */
export { HomeActivityModal } from './components/HomeActivityModal.tsx';

/** The promotions screens: places, lazy pages and names, for the route tables. */
export { promotionRoutes } from './routes.ts';
export { enPKPromotionScreens } from './i18n/en-PK.screens.ts';
/** The promotions texts with each type's own (they load with the type's page). */
export type PromotionTexts = typeof enPKPromotions & typeof enPKSupply & typeof enPKSignUpBonus;
