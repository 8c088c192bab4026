import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { SaferPlay } from '@casino/contract';
import { refreshUserInfo, useUserStore } from '../../auth/index.ts';
import { saferPlayKeys } from './keys.ts';

/**
 * A change of the safer-play settings: the answer is the whole new state, so it replaces the
 * cached one. A change that starts or ends a break also reads the user info again, since its
 * `exclusion` drives the notices on other screens.
 */
export function useSettingsChange<Input>(change: (input: Input) => Promise<SaferPlay>, { touchesBreak = false } = {}) {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => {
      client.setQueryData(saferPlayKeys.settings(playerId), settings);
      if (touchesBreak) void refreshUserInfo();
    },
    // A refusal means the page's idea of the settings was stale: read them again.
    onError: () => void client.invalidateQueries({ queryKey: saferPlayKeys.all(playerId) }),
  });
}
