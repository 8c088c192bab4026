import type { TFunction } from 'i18next';
import { SaferPlayErrcode } from '@casino/contract';
import type { ExclusionNotice, LimitPeriod } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import type { CallError } from '../../../shared/api/errors.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';
import { registerSaferPlayTexts } from '../texts.ts';
import { exclusionText } from './exclusion-text.ts';
import { formatPhilippineTime } from './philippine-time.ts';

const E = SaferPlayErrcode;
const PERIODS: readonly string[] = ['day', 'week', 'month'];
const BLOCK_KINDS: readonly string[] = ['timeOut', 'selfExclusion', 'restricted'];

/** The refusal's own fields (contract BlockedFields, LimitReachedFields, until, effectiveAt, limit), read defensively. */
function field(error: CallError, name: string): unknown {
  return (error.reply as Readonly<Record<string, unknown>>)[name];
}
const numberField = (error: CallError, name: string): number | null => {
  const value = field(error, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** What blocks play or deposits, from a 3501/3502 refusal (blockKind, until). */
function blockOf(error: CallError): ExclusionNotice {
  const kind = field(error, 'blockKind');
  return {
    kind: typeof kind === 'string' && BLOCK_KINDS.includes(kind) ? (kind as ExclusionNotice['kind']) : 'restricted',
    until: numberField(error, 'until'),
  };
}

/** "this deposit would pass your deposit limit of 500.00 per day (used 300.00)", from a 3510-3512 refusal. */
function limitText(key: 'deposit' | 'loss' | 'wager') {
  return (error: CallError, t: TFunction): string => {
    const rawPeriod = field(error, 'period');
    const period = (typeof rawPeriod === 'string' && PERIODS.includes(rawPeriod) ? rawPeriod : 'day') as LimitPeriod;
    const limit = numberField(error, 'limit');
    const used = numberField(error, 'used');
    if (limit === null) return t(`saferPlay.errors.${key}LimitReachedPlain`);
    return t(`saferPlay.errors.${key}LimitReached`, {
      limit: formatMoney(limit), period: t(`saferPlay.periodWords.${period}`), when: t(`saferPlay.thisPeriod.${period}`), used: formatMoney(used ?? 0),
    });
  };
}

/** The safer-play refusals (contract SaferPlayErrcode 3501-3515) in the player's words, naming dates and limits from their fields. */
const SAFER_PLAY_TEXTS: ErrcodeTable = {
  [E.PlayBlocked]: (error, t) => `${exclusionText(t, blockOf(error))} ${t('saferPlay.errors.playBlocked')}`,
  [E.DepositBlocked]: (error, t) => `${exclusionText(t, blockOf(error))} ${t('saferPlay.errors.depositBlocked')}`,
  [E.CannotShorten]: 'saferPlay.errors.cannotShorten',
  [E.Irrevocable]: (error, t) => {
    const until = numberField(error, 'until');
    return until === null ? t('saferPlay.errors.irrevocable') : t('saferPlay.errors.irrevocableUntil', { date: formatPhilippineTime(until) });
  },
  [E.NotSelfExcluded]: 'saferPlay.errors.notSelfExcluded',
  [E.PromotionsBlocked]: 'saferPlay.errors.promotionsBlocked',
  [E.DepositLimitReached]: limitText('deposit'),
  [E.LossLimitReached]: limitText('loss'),
  [E.WagerLimitReached]: limitText('wager'),
  [E.SessionLimitReached]: (error, t) => {
    const minutes = numberField(error, 'limit') ?? numberField(error, 'minutes');
    return minutes === null ? t('saferPlay.errors.sessionLimitPlain') : t('saferPlay.errors.sessionLimit', { minutes });
  },
  [E.NoPendingLimit]: 'saferPlay.errors.noPendingLimit',
  [E.LimitNotYetDue]: (error, t) => {
    const at = numberField(error, 'effectiveAt');
    return at === null ? t('saferPlay.errors.notYetDuePlain') : t('saferPlay.errors.notYetDue', { time: formatPhilippineTime(at) });
  },
};

/** What the player reads when a safer-play call fails: the table above, then the common tail. */
export function describeSaferPlayFailure(error: unknown, t: TFunction): string {
  registerSaferPlayTexts();
  return failureText(error, t, SAFER_PLAY_TEXTS, undefined);
}

/**
 * For other features' calls (startGame, a bet, a deposit): the text of a safer-play refusal
 * (a break, a limit reached), or null when the failure is not one, so the caller's own table
 * answers it.
 */
export function saferPlayRefusalText(error: unknown, t: TFunction): string | null {
  if (!isCallError(error) || SAFER_PLAY_TEXTS[error.errcode] === undefined) return null;
  return describeSaferPlayFailure(error, t);
}
