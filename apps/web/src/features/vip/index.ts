/**
 * VIP: the /profile/vip screen (level, progress to the next threshold, periodic rewards, every
 * level's benefits) and the level-up notice the app's shells mount. The route tables take the
 * screen from the registry here; the page and the notice load when first needed.
 */
import type { enPKVip } from './i18n/en-PK.ts';

/** The screen: its path, lazy page, name and who may open it; and where it lives, for other features' links. */
export { vipRoutes } from './routes.ts';
export { vipPaths } from './paths.ts';

/** Shows "Level up!" once when the player's vip goes up (the shells mount it; the notice itself is lazy). */
export { VipLevelUpWatcher } from './components/VipLevelUpWatcher.tsx';

/** The screen's name loads with the first screen; its texts load with it (./texts.ts). */
export { enPKVipScreens } from './i18n/en-PK.screens.ts';
export type VipTexts = typeof enPKVip;
