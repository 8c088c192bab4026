import { useMutation } from '../../../shared/query/index.ts';
import { LINE_SCOPE } from '@casino/contract';
import type { AppConfig, CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { getDeviceId } from '../../../shared/device/device-id.ts';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { readJson, removeKey, writeText } from '../../../shared/storage/storage.ts';
import { sessionAttribution } from '../../../shared/tracking/attribution.ts';
import { phoneInfo } from './phone-info.ts';

export type LineLoginSettings = NonNullable<AppConfig['lineLogin']>;

/** A sign-in under way, kept in this tab's session storage until LINE sends the player back. */
export interface PendingLineLogin {
  state: string;
  /** The inviter's code from an invite link (outValue), for an account the login creates. */
  inviteCode?: string;
  /** Where to go once logged in. */
  redirect?: string;
  /** §6: the player ticked the register page's declaration; recorded for an account the login creates. */
  declaration?: true;
}

/**
 * The §7 redirect: a state from the server (signed, with its nonce), kept in session storage to
 * check on return, and the provider's authorization URL to send the player to.
 */
export async function prepareLineLogin(settings: LineLoginSettings, extra: Omit<PendingLineLogin, 'state'> = {}): Promise<string> {
  const { state, nonce } = await call('lineLoginState', {});
  const pending: PendingLineLogin = { state, ...extra };
  writeText(SessionKey.lineLogin, JSON.stringify(pending), 'session');
  const url = new URL(settings.authorizeUrl, window.location.origin);
  url.search = new URLSearchParams({
    response_type: 'code', client_id: settings.clientId, redirect_uri: settings.redirectUri, state, scope: LINE_SCOPE, nonce,
  }).toString();
  return url.toString();
}

/** The sign-in under way, taken out of storage: a state is checked once. */
export function takePendingLineLogin(): PendingLineLogin | null {
  const pending = readJson<PendingLineLogin>(SessionKey.lineLogin, 'session');
  removeKey(SessionKey.lineLogin, 'session');
  return pending && typeof pending.state === 'string' ? pending : null;
}

export function loginWithLine({ code, pending }: { code: string; pending: PendingLineLogin }): Promise<CallResponse<'lineLogin'>> {
  return call('lineLogin', {
    state: pending.state,
    code,
    uuid: getDeviceId(),
    phoneinfoJsonModel: phoneInfo(),
    attribution: sessionAttribution(),
    ...(pending.inviteCode ? { inviteCode: pending.inviteCode.slice(0, 32) } : {}),
    ...(pending.declaration === true ? { declaration: true as const } : {}),
  });
}

export function useLineLogin() {
  return useMutation({ mutationFn: loginWithLine });
}
