import { create } from '../store/create.ts';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppConfig, SiteConfig } from '@casino/contract';
import { StorageKey } from '../storage/keys.ts';

interface AppConfigState {
  config: AppConfig | null;
  setConfig: (next: AppConfig) => void;
}

/**
 * The web/app config (§3), persisted so repeat visits render with the last known config
 * while the fresh one loads.
 */
export const useAppConfigStore = create<AppConfigState>()(
  persist(
    (set, get) => ({
      config: null,
      setConfig: (next) => {
        const previous = get().config;
        // The server leaves the game list out when our version is current: keep ours.
        const appGameList = next.appGameList ?? previous?.appGameList;
        set({ config: appGameList ? { ...next, appGameList } : next });
      },
    }),
    {
      name: StorageKey.webConfig,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ config: state.config }),
    },
  ),
);

/** Site settings used before the first config arrives; never used to decide a rule on the server. */
export const FALLBACK_SITE: SiteConfig = {
  mode: 'default',
  siteVariant: 'other',
  registerType: 'account',
  otpStatus: false,
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 8,
  passwordLengthMax: 32,
  accountRule: { mobileStartsWith: '' },
  countryCode: '',
  appName: 'Casino',
  supportEmail: '',
};

export function getAppConfig(): AppConfig | null {
  return useAppConfigStore.getState().config;
}

export function useAppConfig(): AppConfig | null {
  return useAppConfigStore((state) => state.config);
}

export function useSiteConfig(): SiteConfig {
  return useAppConfigStore((state) => state.config?.site ?? FALLBACK_SITE);
}

/** Green mode reduces promotional content and turns on the age notice (§1). */
export function useIsGreen(): boolean {
  return useAppConfigStore((state) => state.config?.mode === 'green');
}
