import type { CallBody, TransferKind } from '@casino/contract';

/** The periods the history offers; custom takes a first and a last day (inclusive). */
export const RANGE_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface HistoryFilters {
  kind: TransferKind | 'all';
  range: RangePreset;
  /** 'YYYY-MM-DD' as a date input holds it; empty for open-ended. */
  customFrom: string;
  customTo: string;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { kind: 'all', range: '7d', customFrom: '', customTo: '' };

export const HISTORY_PAGE_SIZE = 20;

/** Days a preset reaches back, today included. */
const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

/** Midnight starting the day `offsetDays` from `day`, local time (DST-safe: built from the calendar). */
function startOfDay(day: Date, offsetDays = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + offsetDays);
}

function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type RangeBounds = { from?: number; to?: number };

/**
 * The [from, to) window of the filters in ms, in the player's local days; `to` is the end of
 * the last day, so movements made while the page is open still fall inside. Null when a
 * custom range ends before it starts.
 */
export function rangeBounds(filters: HistoryFilters, now: Date): RangeBounds | null {
  if (filters.range !== 'custom') {
    return {
      from: startOfDay(now, 1 - PRESET_DAYS[filters.range]).getTime(),
      to: startOfDay(now, 1).getTime(),
    };
  }
  const first = parseDay(filters.customFrom);
  const last = parseDay(filters.customTo);
  if (first && last && first > last) return null;
  return {
    ...(first ? { from: first.getTime() } : {}),
    ...(last ? { to: startOfDay(last, 1).getTime() } : {}),
  };
}

/** The getTransactionRecord body for one page of the filtered history. */
export function historyRequest(filters: HistoryFilters, bounds: RangeBounds, page: number): CallBody<'getTransactionRecord'> {
  return {
    page,
    pageSize: HISTORY_PAGE_SIZE,
    ...(filters.kind === 'all' ? {} : { kinds: [filters.kind] }),
    ...bounds,
  };
}

/** The page after `last`, or undefined when every row has been fetched. */
export function nextHistoryPage(last: { page: number; pageSize: number; total: number; list: readonly unknown[] }): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/**
 * Rows of all fetched pages, newest first. A movement made after the first page loaded
 * shifts older rows onto the next page; a row seen twice is shown once.
 */
export function mergePages<Row extends { id: number; asset: string; account: string }>(pages: ReadonlyArray<{ list: readonly Row[] }>): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const page of pages) {
    for (const row of page.list) {
      const key = `${row.id}:${row.asset}:${row.account}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}
