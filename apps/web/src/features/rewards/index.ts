/**
 * Rewards: the player's item bag and reward claims (where each reward came from), and §3's
 * red-dot flags, which the tabs, the side menu and the desktop menu show.
 */
export { useRedDots, refreshRedDots, memberDot, NO_RED_DOTS } from './api/red-dots.ts';
