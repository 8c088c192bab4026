import { Errcode, PrivacyErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';

/** The account rules' refusals (§8): the one table from what went wrong to its errcode and message. */
const REFUSALS = {
  otpWrong: { errcode: Errcode.OtpInvalid, message: 'The verification code is wrong' },
  otpExpired: { errcode: Errcode.OtpExpired, message: 'The verification code has expired or was already used; request a new one' },
  phoneInvalid: { errcode: Errcode.PhoneInvalid, message: 'This phone number is not valid here' },
  phoneTaken: { errcode: Errcode.PhoneTaken, message: 'This phone number is already registered' },
  phoneAlreadyBound: { errcode: Errcode.PhoneAlreadyBound, message: 'A phone number is already bound to this account' },
  usernameTaken: { errcode: Errcode.UsernameTaken, message: 'This username is already taken' },
  phoneRegistrationNeedsOtp: { errcode: Errcode.RegistrationMethodDisabled, message: 'Phone registration needs a verification code' },
  phoneRegistrationDisabled: { errcode: Errcode.RegistrationMethodDisabled, message: 'Phone registration is not enabled on this site' },
  accountNotFound: { errcode: Errcode.AccountNotFound, message: 'No account with this username or phone number' },
  wrongPassword: { errcode: Errcode.WrongPassword, message: 'The password is wrong' },
  accountLocked: { errcode: Errcode.AccountLocked, message: 'Too many wrong passwords; the account is locked for a while' },
  accountBanned: { errcode: Errcode.AccountBanned, message: 'This account is banned' },
  accountClosed: { errcode: PrivacyErrcode.AccountClosed, message: 'This account was closed and cannot be used again' },
  closureBalanceLeft: { errcode: PrivacyErrcode.ClosureBalanceLeft, message: 'Withdraw your balance first: coins are left in your wallet or safebox' },
  closureWithdrawalInProgress: { errcode: PrivacyErrcode.ClosureWithdrawalInProgress, message: 'A withdrawal is still being processed; close the account once it is done' },
  currentPasswordWrong: { errcode: Errcode.CurrentPasswordWrong, message: 'The current password is wrong' },
  passwordUndecryptable: { errcode: Errcode.PasswordUndecryptable, message: 'The password could not be decrypted; reload the page and try again' },
  passwordTooCommon: { errcode: Errcode.PasswordTooCommon, message: 'This password is too common; choose another' },
  lineUnavailable: { errcode: Errcode.LineLoginUnavailable, message: 'LINE login is not available on this site' },
  lineStateInvalid: { errcode: Errcode.LineStateInvalid, message: 'This LINE sign-in has expired or was already used; start again' },
  lineAuthorizationFailed: { errcode: Errcode.LineAuthorizationFailed, message: 'LINE did not confirm the sign-in; start again' },
  lineTokenInvalid: { errcode: Errcode.LineTokenInvalid, message: 'The answer from LINE could not be verified; start again' },
} satisfies Record<string, { errcode: number; message: string }>;

export type AccountRefusalReason = keyof typeof REFUSALS;

export const accountRefusal: (reason: AccountRefusalReason, options?: Refusal['options']) => Refusal = refusalTable(REFUSALS);
