import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { SaferPlayErrcode } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../../shared/api/errors.ts';
import { registerSaferPlayTexts } from '../texts.ts';
import { describeSaferPlayFailure, saferPlayRefusalText } from './safer-play-errors.ts';

const refused = (errcode: number, fields: Record<string, unknown> = {}) =>
  new CallError('startGame', { code: 200, errcode, msg: 'refused', ...fields });
const UNTIL = Date.parse('2026-12-01T07:07:00Z');

describe('safer-play refusals', () => {
  beforeAll(() => registerSaferPlayTexts());
  const t = i18n.t;

  it('a blocked game names the break and its end date in Philippine time, and that withdrawals remain possible', () => {
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.PlayBlocked, { blockKind: 'timeOut', until: UNTIL }), t))
      .toBe('You are on a time-out until 2026-12-01 3:07 PM PHT. Games cannot be started until then. Withdrawals remain possible.');
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.PlayBlocked, { blockKind: 'selfExclusion', until: UNTIL }), t))
      .toMatch(/^You are self-excluded until 2026-12-01 3:07 PM PHT\./);
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.DepositBlocked, { blockKind: 'restricted', until: null }), t))
      .toMatch(/^Your account is restricted.*Deposits are blocked until then\. Withdrawals remain possible\.$/);
  });

  it('a limit reached names the limit, the period and what is used', () => {
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.DepositLimitReached, { period: 'day', limit: 50_000, used: 30_000 }), t))
      .toBe('This deposit would pass your deposit limit of 500.00 per day (deposited today: 300.00).');
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.LossLimitReached, { period: 'week', limit: 1_000_00, used: 99_50 }), t))
      .toBe('This bet would pass your loss limit of 1,000.00 per week (lost this week: 99.50).');
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.WagerLimitReached, { period: 'month', limit: 2_000_00, used: 1_999_00 }), t))
      .toBe('This bet would pass your wager limit of 2,000.00 per month (bet this month: 1,999.00).');
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.SessionLimitReached, { limit: 90 }), t))
      .toBe('You have played your session-time limit of 90 minutes. Log in again after a break to keep playing.');
  });

  it('the cooling-off refusals name the date', () => {
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.LimitNotYetDue, { effectiveAt: UNTIL }), t))
      .toBe('This change can be confirmed from 2026-12-01 3:07 PM PHT.');
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.Irrevocable, { until: UNTIL }), t))
      .toBe('The first 6 months of a self-exclusion cannot be undone. You can ask to end it from 2026-12-01 3:07 PM PHT.');
  });

  it('still says something when a refusal lacks its fields', () => {
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.DepositLimitReached), t)).toBe('This deposit would pass your deposit limit.');
    expect(describeSaferPlayFailure(refused(SaferPlayErrcode.LimitNotYetDue), t)).toBe('The 24 hours have not passed yet.');
  });

  it('other features get a text only for safer-play refusals', () => {
    expect(saferPlayRefusalText(refused(SaferPlayErrcode.CannotShorten), t)).toBe('A break that ends later is already running; it cannot be shortened.');
    expect(saferPlayRefusalText(refused(2001), t)).toBeNull();
    expect(saferPlayRefusalText(new ClientError(ClientErrorKind.Network), t)).toBeNull();
  });
});
