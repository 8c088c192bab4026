import { create } from '../../shared/store/create.ts';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserInfo } from '@casino/contract';
import { StorageKey } from '../../shared/storage/keys.ts';

/** A bound bank record, keyed by bankId in appUserBankList (§3); its fields come with the wallet. */
export interface AppUserBank {
  bankId: number;
  [field: string]: unknown;
}

interface UserState {
  user: UserInfo | null;
  /** Mirror of the access token held by the session (§3 user info carries it too). */
  token: string | null;
  /** Liked game ids (§3: a map of game id). */
  gameLikes: Record<number, true>;
  /** Played game ids, newest first. */
  gameHistory: number[];
  appUserBankList: Record<number, AppUserBank>;
  signIn: (user: UserInfo, token: string) => void;
  updateUser: (changes: Partial<UserInfo>) => void;
  reset: () => void;
}

const empty = { user: null, token: null, gameLikes: {}, gameHistory: [], appUserBankList: {} } satisfies Partial<UserState>;

/** The logged-in player, persisted locally (§3: the whole user store is kept). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...empty,
      signIn: (user, token) => set({ user, token }),
      updateUser: (changes) => set((state) => (state.user ? { user: { ...state.user, ...changes } } : state)),
      reset: () => set({ ...empty }),
    }),
    {
      name: StorageKey.gameUser,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, gameLikes, gameHistory, appUserBankList }) => ({ user, token, gameLikes, gameHistory, appUserBankList }),
    },
  ),
);

export function useCurrentUser(): UserInfo | null {
  return useUserStore((state) => state.user);
}
