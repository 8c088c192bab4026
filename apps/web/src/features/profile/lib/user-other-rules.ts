import { EMAIL_LENGTH_MAX, EMAIL_PATTERN_SOURCE, isOfAge, isRealDate, Limits, REAL_NAME_LENGTH_MAX } from '@casino/contract';
import type { Gender } from '@casino/contract';

/** The details form as typed. */
export interface UserOtherDraft {
  realName: string;
  email: string;
  birthday: string;
  gender: Gender | '';
}

export type UserOtherField = keyof UserOtherDraft;
export type UserOtherProblem =
  | 'realNameRequired' | 'realNameLength' | 'realNameChars'
  | 'emailRequired' | 'emailInvalid'
  | 'birthdayRequired' | 'birthdayInvalid' | 'underAge'
  | 'genderRequired';

/** The contract's name rule (the KYC one): letters of any script, spaces, `.`, `'` and `-`, starting with a letter. */
const NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const EMAIL = new RegExp(EMAIL_PATTERN_SOURCE);
const PH_OFFSET_MS = 8 * 3600 * 1000;

/** Today on the Philippine calendar (UTC+8), as YYYY-MM-DD: what the server judges a birthday by. */
export const philippineToday = (now: Date = new Date()): string => new Date(now.getTime() + PH_OFFSET_MS).toISOString().slice(0, 10);

/** Every problem of the draft by field (empty when it may be sent), the server's rules checked first here. */
export function checkUserOther(draft: UserOtherDraft, today: string = philippineToday()): Partial<Record<UserOtherField, UserOtherProblem>> {
  const problems: Partial<Record<UserOtherField, UserOtherProblem>> = {};
  const name = draft.realName.trim();
  if (name === '') problems.realName = 'realNameRequired';
  else if (name.length > REAL_NAME_LENGTH_MAX) problems.realName = 'realNameLength';
  else if (!NAME.test(name)) problems.realName = 'realNameChars';
  const email = draft.email.trim();
  if (email === '') problems.email = 'emailRequired';
  else if (email.length > EMAIL_LENGTH_MAX || !EMAIL.test(email)) problems.email = 'emailInvalid';
  if (draft.birthday === '') problems.birthday = 'birthdayRequired';
  else if (!isRealDate(draft.birthday) || draft.birthday > today) problems.birthday = 'birthdayInvalid';
  else if (!isOfAge(draft.birthday, today, Limits.minimumAge)) problems.birthday = 'underAge';
  if (draft.gender === '') problems.gender = 'genderRequired';
  return problems;
}
