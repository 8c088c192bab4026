import { describe, expect, it } from 'vitest';
import { checkKycDetails, emptyKycDetails, isOfAge, isRealDate, philippineToday } from './kyc-rules.ts';

const valid = { ...emptyKycDetails, idType: 'passport' as const, idNumber: 'P1234567A', firstName: 'Juan', lastName: 'Dela Cruz', birthDate: '1990-05-17' };

describe('KYC details', () => {
  it('accepts complete details', () => {
    expect(checkKycDetails(valid, '2025-01-01')).toEqual({});
  });

  it('§6: refuses anyone under 21 on the Philippine calendar day', () => {
    expect(isOfAge('2004-01-01', '2025-01-01')).toBe(true);
    expect(isOfAge('2004-01-02', '2025-01-01')).toBe(false);
    expect(isOfAge('2004-02-29', '2025-02-28')).toBe(false);
    expect(checkKycDetails({ ...valid, birthDate: '2004-01-02' }, '2025-01-01')).toEqual({ birthDate: 'underAge' });
  });

  it('takes today in Manila, which may already be tomorrow in UTC', () => {
    expect(philippineToday(new Date('2025-01-01T16:30:00Z'))).toBe('2025-01-02');
    expect(philippineToday(new Date('2025-01-01T15:30:00Z'))).toBe('2025-01-01');
  });

  it('needs a real birth date in the past', () => {
    expect(isRealDate('1990-02-30')).toBe(false);
    expect(isRealDate('1899-12-31')).toBe(false);
    expect(isRealDate('1990-2-3')).toBe(false);
    expect(checkKycDetails({ ...valid, birthDate: '' }, '2025-01-01')).toEqual({ birthDate: 'birthDateRequired' });
    expect(checkKycDetails({ ...valid, birthDate: '2030-01-01' }, '2025-01-01')).toEqual({ birthDate: 'birthDateInvalid' });
  });

  it('names each field\'s problem', () => {
    expect(checkKycDetails(emptyKycDetails, '2025-01-01')).toEqual({
      idType: 'idTypeRequired', idNumber: 'idNumberRequired', firstName: 'nameRequired', lastName: 'nameRequired', birthDate: 'birthDateRequired',
    });
    expect(checkKycDetails({ ...valid, idNumber: 'AB1' }, '2025-01-01')).toEqual({ idNumber: 'idNumberLength' });
    expect(checkKycDetails({ ...valid, idNumber: '-12345' }, '2025-01-01')).toEqual({ idNumber: 'idNumberChars' });
    expect(checkKycDetails({ ...valid, middleName: 'B4' }, '2025-01-01')).toEqual({ middleName: 'nameChars' });
    expect(checkKycDetails({ ...valid, firstName: 'A'.repeat(65) }, '2025-01-01')).toEqual({ firstName: 'nameLength' });
  });
});
