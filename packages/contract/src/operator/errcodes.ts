/**
 * The operator calls' answers beside success (HTTP 200 always, like the player API):
 * code 401 without a valid console session, code 403 when the role lacks the call's permission,
 * code 400 for bad input naming the field, code 429 when rate limited; otherwise code 200 with
 * one of these errcodes (7001-7099) when a rule refused.
 */
export const OperatorErrcode = {
  /** Sign-in: unknown username, wrong password, or an operator without a password yet. */
  WrongCredentials: 7001,
  /** Sign-in: too many failures; retryAfter seconds. */
  Locked: 7002,
  /** Sign-in: the TOTP or recovery code is wrong, or that TOTP code was already used. */
  WrongCode: 7003,
  /** Sign-in: the password step expired or was already completed; start again. */
  ChallengeInvalid: 7004,
  /** Sign-in: the operator is deactivated. */
  Deactivated: 7005,
  /** Creating an operator: the username is taken. */
  UsernameTaken: 7007,
  /** Enrolment: the link is unknown, used or expired. */
  EnrollmentInvalid: 7008,
  /** Enrolment or creation: the password is too short, too long or too common. */
  PasswordWeak: 7009,
  /** The subject's state does not allow it (not pending, already decided ...); msg says why. */
  Refused: 7010,
  /** No such player, operator, order or submission. */
  NotFound: 7011,
  /** An admin may not deactivate or reset their own access; nobody approves their own adjustment. */
  SelfAction: 7012,
  /** A debit adjustment larger than the player's coin balance. */
  InsufficientBalance: 7014,
} as const;
export type OperatorErrcode = (typeof OperatorErrcode)[keyof typeof OperatorErrcode];

/** Envelope codes of the operator API beside the player API's (200, 400, 401, 429, 500). */
export const OperatorCode = { Forbidden: 403 } as const;
