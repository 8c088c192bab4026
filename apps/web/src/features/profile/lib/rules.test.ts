import { describe, expect, it } from 'vitest';
import { checkNickname } from './nickname.ts';
import { checkUserOther, philippineToday } from './user-other-rules.ts';

describe('the nickname rule (the contract\'s)', () => {
  it.each([['Lucky Ace', null], ['Ñandú-7 ü', null], ['李小龙', null], ['ab', null], ['  trimmed  ', null], ['', 'required'], ['   ', 'required'],
    ['a', 'length'], ['x'.repeat(21), 'length'], ['two  spaces', 'chars'], ['.dot', 'chars'], ['emoji 😀', 'chars'], ['a/b', 'chars']] as const)(
    '%j -> %s', (nickname, problem) => expect(checkNickname(nickname)).toBe(problem),
  );
});

describe('the details rules', () => {
  const good = { realName: 'Juan Dela Cruz', email: 'juan@example.com', birthday: '1990-05-17', gender: 'male' } as const;
  const today = '2030-01-01';

  it('accept complete details', () => {
    expect(checkUserOther(good, today)).toEqual({});
  });

  it('name every problem by field', () => {
    expect(checkUserOther({ realName: '', email: '', birthday: '', gender: '' }, today)).toEqual({
      realName: 'realNameRequired', email: 'emailRequired', birthday: 'birthdayRequired', gender: 'genderRequired',
    });
    expect(checkUserOther({ ...good, realName: 'Juan 2', email: 'juan@example', birthday: '1990-02-30' }, today)).toEqual({
      realName: 'realNameChars', email: 'emailInvalid', birthday: 'birthdayInvalid',
    });
  });

  it('refuse a birthday under 21 by the Philippine calendar, and one in the future', () => {
    expect(checkUserOther({ ...good, birthday: '2009-01-02' }, today).birthday).toBe('underAge');
    expect(checkUserOther({ ...good, birthday: '2009-01-01' }, today).birthday).toBeUndefined();
    expect(checkUserOther({ ...good, birthday: '2030-01-02' }, today).birthday).toBe('birthdayInvalid');
  });

  it('take today in Manila (UTC+8)', () => {
    expect(philippineToday(new Date('2029-12-31T16:00:00Z'))).toBe('2030-01-01');
    expect(philippineToday(new Date('2029-12-31T15:59:59Z'))).toBe('2029-12-31');
  });
});
