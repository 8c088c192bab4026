import { Errcode } from '@casino/contract';
import type { Envelope, SiteConfig } from '@casino/contract';
import { badInput, refuse } from '../../platform/envelope.ts';
import type { PasswordKey } from '../../platform/password-key.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';

export type Decrypted = { password: string } | { refusal: Envelope };

/** The plain password of an encrypted field, or errcode 1057 when it cannot be decrypted. */
export function decryptPassword(key: PasswordKey, encrypted: string): Decrypted {
  const password = key.decrypt(encrypted);
  return password === null
    ? { refusal: refuse(Errcode.PasswordUndecryptable, 'The password could not be decrypted; reload the page and try again') }
    : { password };
}

/** A new password: within the site's length bounds (400 naming the field) and not a common one (1051). */
export function checkNewPassword(site: SiteConfig, password: string, field = 'password'): Envelope | null {
  const length = [...password].length;
  if (length < site.passwordLengthMin || length > site.passwordLengthMax) {
    return badInput(field, `must be ${site.passwordLengthMin} to ${site.passwordLengthMax} characters`);
  }
  if (isCommonPassword(password)) {
    return refuse(Errcode.PasswordTooCommon, 'This password is too common; choose another');
  }
  return null;
}
