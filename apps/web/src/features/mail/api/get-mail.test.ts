import { describe, expect, it } from 'vitest';
import type { MailSummary } from '@casino/contract';
import { openedMailId } from '../pages/MailPage.tsx';
import { mergeMailPages, nextMailPage } from './get-mail.ts';

const row = (id: number) => ({ id }) as MailSummary;
const page = (ids: number[], at: number, total: number) => ({ list: ids.map(row), page: at, pageSize: 2, total, unread: 0 });

describe('inbox pages', () => {
  it('asks for the next page while fewer than the total are read', () => {
    expect(nextMailPage(page([5, 4], 1, 5))).toBe(2);
    expect(nextMailPage(page([3, 2], 2, 5))).toBe(3);
    expect(nextMailPage(page([1], 3, 5))).toBeUndefined();
    expect(nextMailPage(page([], 1, 0))).toBeUndefined();
  });

  it('merges pages, each mail once (a new mail shifts the pages by one)', () => {
    expect(mergeMailPages([page([5, 4], 1, 5), page([4, 3], 2, 6)]).map((m) => m.id)).toEqual([5, 4, 3]);
  });
});

describe('the opened mail in ?id=', () => {
  it('takes a positive whole number only', () => {
    expect(openedMailId('17')).toBe(17);
    for (const value of [null, '', '0', '-3', '1.5', 'abc', '01', '99999999999999999']) expect(openedMailId(value), String(value)).toBeNull();
  });
});
