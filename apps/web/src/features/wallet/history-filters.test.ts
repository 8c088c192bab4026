import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_FILTERS, historyRequest, HISTORY_PAGE_SIZE, mergePages, nextHistoryPage, rangeBounds } from './history-filters.ts';
import type { HistoryFilters } from './history-filters.ts';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();
const now = new Date(2030, 4, 20, 15, 30);
const filters = (changes: Partial<HistoryFilters>): HistoryFilters => ({ ...DEFAULT_HISTORY_FILTERS, ...changes });

describe('history period', () => {
  it('covers whole local days up to the end of today', () => {
    expect(rangeBounds(filters({ range: 'today' }), now)).toEqual({ from: at(2030, 5, 20), to: at(2030, 5, 21) });
    expect(rangeBounds(filters({ range: '7d' }), now)).toEqual({ from: at(2030, 5, 14), to: at(2030, 5, 21) });
    expect(rangeBounds(filters({ range: '30d' }), now)).toEqual({ from: at(2030, 4, 21), to: at(2030, 5, 21) });
  });

  it('takes a custom first and last day, inclusive, either end open', () => {
    expect(rangeBounds(filters({ range: 'custom', customFrom: '2030-01-31', customTo: '2030-02-02' }), now))
      .toEqual({ from: at(2030, 1, 31), to: at(2030, 2, 3) });
    expect(rangeBounds(filters({ range: 'custom', customFrom: '2030-02-02', customTo: '2030-02-02' }), now))
      .toEqual({ from: at(2030, 2, 2), to: at(2030, 2, 3) });
    expect(rangeBounds(filters({ range: 'custom', customFrom: '2030-02-02' }), now)).toEqual({ from: at(2030, 2, 2) });
    expect(rangeBounds(filters({ range: 'custom' }), now)).toEqual({});
  });

  it('refuses a custom range that ends before it starts', () => {
    expect(rangeBounds(filters({ range: 'custom', customFrom: '2030-02-03', customTo: '2030-02-02' }), now)).toBeNull();
  });

  it('is the same all day long, so the query does not change between renders', () => {
    const morning = rangeBounds(filters({ range: '7d' }), new Date(2030, 4, 20, 0, 1));
    const night = rangeBounds(filters({ range: '7d' }), new Date(2030, 4, 20, 23, 59));
    expect(morning).toEqual(night);
  });
});

describe('history requests and pages', () => {
  it('asks for one kind, or all of them', () => {
    expect(historyRequest(filters({ kind: 'bet' }), { from: 1, to: 2 }, 3)).toEqual({ page: 3, pageSize: HISTORY_PAGE_SIZE, kinds: ['bet'], from: 1, to: 2 });
    expect(historyRequest(filters({}), {}, 1)).toEqual({ page: 1, pageSize: HISTORY_PAGE_SIZE });
  });

  it('asks for the next page until every row is fetched', () => {
    expect(nextHistoryPage({ page: 1, pageSize: 20, total: 41, list: new Array(20) })).toBe(2);
    expect(nextHistoryPage({ page: 2, pageSize: 20, total: 40, list: new Array(20) })).toBeUndefined();
    expect(nextHistoryPage({ page: 1, pageSize: 20, total: 5, list: new Array(5) })).toBeUndefined();
    expect(nextHistoryPage({ page: 3, pageSize: 20, total: 100, list: [] })).toBeUndefined();
  });

  it('shows a row once when a new movement pushed it onto the next page', () => {
    const row = (id: number, account: 'main' | 'safebox' = 'main') => ({ id, asset: 'COIN', account });
    const merged = mergePages([{ list: [row(9), row(8, 'safebox'), row(8)] }, { list: [row(8), row(7)] }]);
    expect(merged.map((r) => `${r.id}:${r.account}`)).toEqual(['9:main', '8:safebox', '8:main', '7:main']);
  });
});
