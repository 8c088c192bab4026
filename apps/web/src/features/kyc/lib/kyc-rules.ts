import { isOfAge, isRealDate, KycIdTypes } from '@casino/contract';
import type { KycIdType } from '@casino/contract';

/**
 * The server's rules for an identity submission (contract addKyc, the KYC module's age check),
 * checked before anything is uploaded; the server's answer stays the final word.
 */

export const ID_NUMBER_LENGTH = { min: 4, max: 32 } as const;
export const PERSON_NAME_MAX = 64;
const ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;

export interface KycDetails {
  idType: KycIdType | '';
  idNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD, as a date input holds it. */
  birthDate: string;
}

export type KycField = keyof KycDetails;
export type KycProblem =
  | 'idTypeRequired' | 'idNumberRequired' | 'idNumberLength' | 'idNumberChars'
  | 'nameRequired' | 'nameLength' | 'nameChars'
  | 'birthDateRequired' | 'birthDateInvalid' | 'underAge';

export const emptyKycDetails: KycDetails = { idType: '', idNumber: '', firstName: '', middleName: '', lastName: '', birthDate: '' };

/** Today in the Philippines (YYYY-MM-DD), the calendar the server judges ages by. */
export function philippineToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export { isOfAge, isRealDate };

function nameProblem(value: string, required: boolean): KycProblem | null {
  const name = value.trim();
  if (name === '') return required ? 'nameRequired' : null;
  if ([...name].length > PERSON_NAME_MAX) return 'nameLength';
  return NAME.test(name) ? null : 'nameChars';
}

/** Every field's problem, if any; an empty result means the details can be sent. */
export function checkKycDetails(details: KycDetails, today: string): Partial<Record<KycField, KycProblem>> {
  const problems: Partial<Record<KycField, KycProblem>> = {};
  if (!(KycIdTypes as readonly string[]).includes(details.idType)) problems.idType = 'idTypeRequired';
  const idNumber = details.idNumber.trim();
  if (idNumber === '') problems.idNumber = 'idNumberRequired';
  else if (idNumber.length < ID_NUMBER_LENGTH.min || idNumber.length > ID_NUMBER_LENGTH.max) problems.idNumber = 'idNumberLength';
  else if (!ID_NUMBER.test(idNumber)) problems.idNumber = 'idNumberChars';
  const first = nameProblem(details.firstName, true);
  if (first) problems.firstName = first;
  const middle = nameProblem(details.middleName, false);
  if (middle) problems.middleName = middle;
  const last = nameProblem(details.lastName, true);
  if (last) problems.lastName = last;
  if (details.birthDate === '') problems.birthDate = 'birthDateRequired';
  else if (!isRealDate(details.birthDate) || details.birthDate > today) problems.birthDate = 'birthDateInvalid';
  else if (!isOfAge(details.birthDate, today)) problems.birthDate = 'underAge';
  return problems;
}
