import type { UserInfo } from '@casino/contract';
import { useAppConfigStore } from '../../shared/app-config/store.ts';
import { setToken } from '../../shared/session/token.ts';
import { appConfig, player } from '../../test/fixtures.ts';
import { useUserStore } from '../auth/index.ts';

/** Test helpers of the profile screens: a logged-in player. */
export async function logInPlayer(changes: Partial<UserInfo> = {}): Promise<void> {
  useAppConfigStore.setState({ config: await appConfig() });
  useUserStore.getState().signIn({ ...player, ...changes }, 'tok');
  setToken('tok');
}
