import type { SiteConfig } from '@casino/contract';
import type { PasswordKey } from '../../platform/password-key.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { badInputRefusal } from '../../platform/refusal.ts';
import { accountRefusal } from './refusals.ts';

/** The plain password of an encrypted field; refuses with errcode 1057 when it cannot be decrypted. */
export function decryptPassword(key: PasswordKey, encrypted: string): string {
  const password = key.decrypt(encrypted);
  if (password === null) throw accountRefusal('passwordUndecryptable');
  return password;
}

/** A new password: within the site's length bounds (400 naming the field) and not a common one (1051). */
export function assertNewPassword(site: SiteConfig, password: string, field = 'password'): void {
  const length = [...password].length;
  if (length < site.passwordLengthMin || length > site.passwordLengthMax) {
    throw badInputRefusal(field, `must be ${site.passwordLengthMin} to ${site.passwordLengthMax} characters`);
  }
  if (isCommonPassword(password)) throw accountRefusal('passwordTooCommon');
}
