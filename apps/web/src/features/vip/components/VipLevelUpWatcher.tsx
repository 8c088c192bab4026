import { Suspense, useCallback, useEffect, useState } from 'react';
import { useUserStore } from '../../auth/index.ts';
import { useBalances } from '../../wallet/index.ts';
import { noteLevel } from '../lib/level-up.ts';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

// The notice (and its texts and styles) loads only when a level up happens.
const LevelUpNotice = lazyInOwnTask(() => import('./LevelUpNotice.tsx'));

/**
 * Mounted in the app's shells: when the player's vip (the wallet's balances) goes above the level
 * last seen on this device, a small celebratory notice shows, once per level up.
 */
export function VipLevelUpWatcher() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const vip = useBalances()?.vip;
  const [shown, setShown] = useState<number | null>(null);
  const close = useCallback(() => setShown(null), []);
  useEffect(() => {
    if (playerId > 0 && vip !== undefined && noteLevel(playerId, vip)) setShown(vip);
  }, [playerId, vip]);
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <LevelUpNotice level={shown} onClose={close} />
    </Suspense>
  );
}
