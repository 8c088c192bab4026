import { LimitPeriods, MoneyLimitKinds, SelfExclusionDurations, TimeOutDurations } from '@casino/contract';
import type { MoneyLimit, SaferPlay } from '@casino/contract';
import { ok } from '../../test/fixtures.ts';

/** Test helpers of safer play: settings as the server answers them, and a server that remembers changes. */

/** The end of the current period in every row (2030-01-01 00:00 Philippine time). */
export const PERIOD_END = Date.parse('2029-12-31T16:00:00Z');
const HOUR = 3_600_000;

export function saferPlaySettings(changes: Partial<SaferPlay> = {}): SaferPlay {
  const limits: MoneyLimit[] = MoneyLimitKinds.flatMap((kind) => LimitPeriods.map((period) => ({
    kind, period, amount: null, used: 0, periodEndsAt: PERIOD_END, pending: null,
  })));
  return {
    running: null, block: null, limits, session: { minutes: null, pending: null }, realityCheckMinutes: 0,
    timeOutDurations: [...TimeOutDurations], selfExclusionDurations: [...SelfExclusionDurations], ...changes,
  };
}

/** The settings with one money limit row changed. */
export function withLimit(settings: SaferPlay, row: Partial<MoneyLimit> & Pick<MoneyLimit, 'kind' | 'period'>): SaferPlay {
  return { ...settings, limits: settings.limits.map((l) => (l.kind === row.kind && l.period === row.period ? { ...l, ...row } : l)) };
}

/** Answers of the safer-play calls over one mutable state: lower limits at once, raises pending 24 hours (the server's rule). */
export function fakeSaferPlay(initial: SaferPlay = saferPlaySettings(), now = () => Date.now()) {
  const state = { settings: initial };
  const answer = () => ({ ...ok, ...state.settings });
  return {
    state,
    replies: {
      getSaferPlay: answer,
      setMoneyLimit: (body: Record<string, unknown>) => {
        const { kind, period, amount } = body as Pick<MoneyLimit, 'kind' | 'period'> & { amount: number | null };
        const row = state.settings.limits.find((l) => l.kind === kind && l.period === period)!;
        const lower = amount !== null && (row.amount === null || amount <= row.amount);
        state.settings = withLimit(state.settings, lower
          ? { kind, period, amount, pending: null }
          : { kind, period, pending: { value: amount, requestedAt: now(), effectiveAt: now() + 24 * HOUR } });
        return answer();
      },
      setRealityCheck: (body: Record<string, unknown>) => {
        state.settings = { ...state.settings, realityCheckMinutes: Number(body.minutes) };
        return answer();
      },
      startTimeOut: () => {
        const endsAt = now() + 24 * HOUR;
        state.settings = {
          ...state.settings,
          running: { kind: 'timeOut', duration: '24h', startsAt: now(), endsAt, irrevocableUntil: null, endRequestedAt: null, canEnd: false },
          block: { kind: 'timeOut', until: endsAt },
        };
        return answer();
      },
    },
  };
}
