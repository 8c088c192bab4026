import { Suspense, useState } from 'react';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { readText, removeKey } from '../../../shared/storage/storage.ts';
import { useUserStore } from '../../auth/index.ts';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

// The offer (its texts and styles) loads only right after a registration.
const LimitsOfferCard = lazyInOwnTask(() => import('./LimitsOfferCard.tsx'));

/**
 * In the lobby: right after a registration (the register page leaves the new player's id in this
 * tab's session storage) the player is asked once whether to set a deposit limit now.
 */
export function LimitsOffer() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const [open, setOpen] = useState(false);
  // Taken once: the offer shows a single time, whatever the answer.
  if (!open && playerId > 0 && readText(SessionKey.limitsOffer, 'session') === String(playerId)) {
    removeKey(SessionKey.limitsOffer, 'session');
    setOpen(true);
  }
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LimitsOfferCard onClose={() => setOpen(false)} />
    </Suspense>
  );
}
