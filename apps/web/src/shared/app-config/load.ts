import type { AppConfig } from '@casino/contract';
import { call } from '../api/client.ts';
import { getAppConfig, useAppConfigStore } from './store.ts';

/** The game-list version we already hold, so the server can leave the list out. */
export function knownGameListVersion(): number | undefined {
  const config = getAppConfig();
  return config?.appGameList ? config.gameListVersion : undefined;
}

/** Fetches the anonymous app config and stores it. */
export async function loadAppConfig(): Promise<AppConfig> {
  const response = await call('appConfig', { gameListVersion: knownGameListVersion() });
  const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, ...config } = response;
  useAppConfigStore.getState().setConfig(config);
  return getAppConfig() ?? config;
}

/** The config, loading it first when none is held yet. */
export async function ensureAppConfig(): Promise<AppConfig> {
  return getAppConfig() ?? loadAppConfig();
}
