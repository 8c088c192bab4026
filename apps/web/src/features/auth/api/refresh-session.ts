import { CLIENT_VERSION, Code } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { knownGameListVersion, loadAppConfig } from '../../../shared/app-config/load.ts';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { browserName, operatingSystem } from '../../../shared/device/user-agent.ts';
import { getToken } from '../../../shared/session/token.ts';
import { useUserStore } from '../user-store.ts';

/**
 * On app load: with a token, getAfterLoginInfoWeb refreshes the user and the config;
 * on 401 the login is cleared and the anonymous config is loaded instead (§7).
 */
export async function refreshSession(): Promise<void> {
  if (!getToken()) {
    await loadAppConfig();
    return;
  }
  try {
    const response = await call('getAfterLoginInfoWeb', {
      gameListVersion: knownGameListVersion(),
      os: operatingSystem(),
      version: CLIENT_VERSION,
      deviceModel: browserName(),
    }, { stayOnUnauthorized: true });
    const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, user, ...config } = response;
    useAppConfigStore.getState().setConfig(config);
    useUserStore.setState({ user });
  } catch (error) {
    if (isCallError(error) && error.code === Code.Unauthorized) {
      await loadAppConfig();
      return;
    }
    throw error;
  }
}
