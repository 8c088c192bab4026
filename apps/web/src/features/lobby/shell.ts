/** What the app's layouts (the mobile lobby shell, the desktop layout) place from the lobby. */
export { tabBarIndex, TabBarIndex } from './bottom-tabs/tab-bar.ts';
export { useSpinBadge } from './bottom-tabs/spin-badge.ts';
export { footerContacts, useCustomerServices } from './api/customer-services.ts';
export { PlayerAvatar } from './lib/PlayerAvatar.tsx';
export { LobbyTopBar } from './desktop/LobbyTopBar.tsx';
