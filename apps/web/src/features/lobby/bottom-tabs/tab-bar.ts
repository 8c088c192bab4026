/** The bottom tab bar's positions (§2): home, rewards, the centre spin tab, notice, wallet. */
export const TabBarIndex = { Home: 0, Rewards: 1, Centre: 2, Notice: 3, Wallet: 4 } as const;

/**
 * §2 tab highlight index by path: email 0 (with home), rewards 1, task 2, notice 3, deposit and
 * withdraw both 4 (as every wallet screen). Other paths highlight nothing.
 */
export function tabBarIndex(pathname: string): number | null {
  if (pathname === '/lobby/home' || pathname === '/lobby/email') return TabBarIndex.Home;
  if (pathname === '/lobby/rewards') return TabBarIndex.Rewards;
  if (pathname === '/lobby/task' || pathname === '/activity/spin') return TabBarIndex.Centre;
  if (pathname === '/lobby/notice') return TabBarIndex.Notice;
  // Deposit and withdraw, and any other wallet screen.
  if (pathname.startsWith('/lobby/wallets/')) return TabBarIndex.Wallet;
  return null;
}
