import type { TFunction } from 'i18next';
import { Errcode } from '@casino/contract';
import { failureText } from '../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../shared/i18n/failure-text.ts';

/** The LINE login's refusals (Errcode 1060-1063), and a suspended account. */
const LINE_TEXTS: ErrcodeTable = {
  [Errcode.LineLoginUnavailable]: 'line.errors.unavailable',
  [Errcode.LineStateInvalid]: 'line.errors.state',
  [Errcode.LineAuthorizationFailed]: 'line.errors.authorization',
  [Errcode.LineTokenInvalid]: 'line.errors.token',
  [Errcode.AccountBanned]: (error, t) => `${t('login.loginFailed1047')} (${error.errcode})`,
};

/** What the player reads when the LINE login fails; other refusals read as a failed login with the code (§8). */
export function describeLineFailure(error: unknown, t: TFunction): string {
  return failureText(error, t, LINE_TEXTS, undefined, (refusal) => t('login.loginFailed', { code: refusal.errcode }));
}
