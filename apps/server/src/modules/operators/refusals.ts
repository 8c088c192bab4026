import { OperatorErrcode } from '@casino/contract/operator';
import { refusalTable } from '../../platform/refusal.ts';

/** The operators module's table from what went wrong to its errcode (7001-7099) and message. */
export const operatorRefusal = refusalTable({
  wrongCredentials: { errcode: OperatorErrcode.WrongCredentials, message: 'Wrong username or password' },
  locked: { errcode: OperatorErrcode.Locked, message: 'Too many failed sign-ins: this operator is locked for a while' },
  wrongCode: { errcode: OperatorErrcode.WrongCode, message: 'The code is wrong or was already used' },
  challengeInvalid: { errcode: OperatorErrcode.ChallengeInvalid, message: 'The sign-in has expired; start again with your password' },
  deactivated: { errcode: OperatorErrcode.Deactivated, message: 'This operator is deactivated' },
  usernameTaken: { errcode: OperatorErrcode.UsernameTaken, message: 'That username is taken' },
  usernameReserved: { errcode: OperatorErrcode.UsernameTaken, message: 'That username is reserved' },
  enrollmentInvalid: { errcode: OperatorErrcode.EnrollmentInvalid, message: 'This enrolment link is unknown, used or expired; ask an admin for a new one' },
  passwordTooShort: { errcode: OperatorErrcode.PasswordWeak, message: 'The password must be at least 12 characters' },
  passwordTooCommon: { errcode: OperatorErrcode.PasswordWeak, message: 'This password is too common; choose another' },
  passwordIsUsername: { errcode: OperatorErrcode.PasswordWeak, message: 'The password must not contain the username' },
  playerNotFound: { errcode: OperatorErrcode.NotFound, message: 'No player has that id' },
  operatorNotFound: { errcode: OperatorErrcode.NotFound, message: 'No operator has that id' },
  selfAction: { errcode: OperatorErrcode.SelfAction, message: 'You cannot do this to your own account; ask another admin' },
  alreadyInState: { errcode: OperatorErrcode.Refused, message: 'Nothing to change: the subject is already in that state' },
  accountClosed: { errcode: OperatorErrcode.Refused, message: 'The player closed this account; it cannot be banned or reopened here' },
  adjustmentNotFound: { errcode: OperatorErrcode.NotFound, message: 'No adjustment has that id' },
  adjustmentDecided: { errcode: OperatorErrcode.Refused, message: 'This adjustment was already decided' },
  ownAdjustment: { errcode: OperatorErrcode.SelfAction, message: 'A second operator must approve an adjustment you asked for' },
  insufficientBalance: { errcode: OperatorErrcode.InsufficientBalance, message: 'The player\'s coin balance is lower than the debit' },
});
export type OperatorRefusalReason = Parameters<typeof operatorRefusal>[0];
