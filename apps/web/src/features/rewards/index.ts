import type { enPKRewards } from './i18n/en-PK.ts';

/**
 * Rewards: the player's item bag and reward claims (where each reward came from), and §3's
 * red-dot flags, which the tabs, the side menu and the desktop menu show.
 */
export { useRedDots, refreshRedDots, NO_RED_DOTS } from './api/red-dots.ts';
export { memberDot, lobbyTabDots } from './red-dot-rules.ts';

/** The item bag screen: its place, lazy page and name; and its path, for links (side menu, wallet). */
export { rewardRoutes } from './routes.ts';
export { rewardPaths } from './paths.ts';
export { enPKRewardScreens } from './i18n/en-PK.screens.ts';
export type RewardTexts = typeof enPKRewards;
