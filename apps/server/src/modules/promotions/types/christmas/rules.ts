import { prizeViews } from '@casino/contract';
import type { ChristmasBoxStatus, ChristmasSettings, ChristmasUser, HolidaySeason } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';
import { datesOf } from '../holiday/season.ts';
import type { StoredDraw } from '../holiday/draw-store.ts';
import { drawView } from '../holiday/draw-store.ts';

/**
 * Christmas (type 37), pure rules: an advent calendar over the season. A Philippine day is signed
 * once; a signed day's box is opened that day (a missed day is lost, as a calendar door not
 * opened); an opened box's prize may be received any day of the season; an extra reward waits
 * for N days signed in the season.
 */
export interface ChristmasEntry {
  /** The season the signed days belong to (an instance without a schedule runs every year). */
  season: string;
  /** Philippine dates signed, oldest first. */
  signed: string[];
}

/** What the calls know besides the entry: the season's draws (by date) and the refs received. */
export interface ChristmasFacts {
  season: HolidaySeason;
  today: string;
  boxes: ReadonlyMap<string, StoredDraw>;
  received: ReadonlySet<string>;
}

/** The signed days of this season (an entry of an earlier season counts none). */
export const signedIn = (entry: ChristmasEntry | null, season: string): string[] => (entry?.season === season ? entry.signed : []);

export const boxRef = (date: string) => `box:${date}`;
export const extraRef = (season: string, id: number) => `extra:${season}:${id}`;

export type SignRefusal = 'signedToday';
export type OpenRefusal = 'notSigned' | 'opened';
export type ReceiveRefusal = 'noSuchBox' | 'notOpened';
export type ExtraRefusal = 'noSuchExtra' | 'tooFewDays';

/** §8: 1006 signed today / opened / received; 1005 sign first / open first / too few days; 1007 no such box or extra. */
export const CHRISTMAS_REFUSALS: Readonly<Record<SignRefusal | OpenRefusal | ReceiveRefusal | ExtraRefusal, ActivityReason>> = {
  signedToday: 'alreadyClaimed',
  notSigned: 'conditionNotMet',
  opened: 'alreadyClaimed',
  noSuchBox: 'unknownReward',
  notOpened: 'conditionNotMet',
  noSuchExtra: 'unknownReward',
  tooFewDays: 'conditionNotMet',
};

/** Today's sign-in: refused when signed already, else the entry after it. */
export function sign(entry: ChristmasEntry | null, season: string, today: string): SignRefusal | ChristmasEntry {
  const signed = signedIn(entry, season);
  if (signed.includes(today)) return 'signedToday';
  return { season, signed: [...signed, today] };
}

/** Whether today's box may be opened. */
export function openRefusal(entry: ChristmasEntry | null, facts: Pick<ChristmasFacts, 'season' | 'today' | 'boxes'>): OpenRefusal | null {
  if (facts.boxes.has(facts.today)) return 'opened';
  if (!signedIn(entry, facts.season.key).includes(facts.today)) return 'notSigned';
  return null;
}

/** The box of `date` to receive: refused when no such day of the season (or one to come) or not opened. */
export function receiveDecision(date: string, facts: Pick<ChristmasFacts, 'season' | 'today' | 'boxes'>): ReceiveRefusal | StoredDraw {
  if (date < facts.season.first || date > facts.today) return 'noSuchBox';
  const draw = facts.boxes.get(date);
  return draw ?? 'notOpened';
}

/** The extra `id`: refused when the settings lack it or the season's signed days are too few. */
export function extraDecision(settings: ChristmasSettings, entry: ChristmasEntry | null, season: string, id: number): ExtraRefusal | ChristmasSettings['extras'][number] {
  const extra = settings.extras.find((e) => e.id === id);
  if (!extra) return 'noSuchExtra';
  return signedIn(entry, season).length >= extra.days ? extra : 'tooFewDays';
}

function boxStatus(date: string, signed: boolean, facts: ChristmasFacts): ChristmasBoxStatus {
  if (facts.received.has(boxRef(date))) return 'received';
  if (facts.boxes.has(date)) return 'opened';
  if (date > facts.today) return 'locked';
  if (date < facts.today) return 'missed';
  return signed ? 'ready' : 'sign';
}

/** The calendar the page shows. */
export function christmasUser(instanceId: number, settings: ChristmasSettings, entry: ChristmasEntry | null, facts: ChristmasFacts, nextDayAt: number, revealed?: ReadonlyMap<number, string>): ChristmasUser {
  const signed = new Set(signedIn(entry, facts.season.key));
  const days = datesOf(facts.season.first, facts.season.last).map((date) => {
    const draw = facts.boxes.get(date);
    return { date, signed: signed.has(date), status: boxStatus(date, signed.has(date), facts), draw: draw ? drawView(draw, revealed) : null };
  });
  return {
    instanceId,
    season: { first: facts.season.first, last: facts.season.last },
    today: facts.today,
    days,
    signedDays: signed.size,
    signedToday: signed.has(facts.today),
    canOpen: openRefusal(entry, facts) === null,
    toReceive: days.filter((d) => d.status === 'opened').length,
    prizes: prizeViews(settings.prizes),
    extras: settings.extras.map((e) => ({
      ...e, award: e.award.map((a) => ({ ...a })),
      status: facts.received.has(extraRef(facts.season.key, e.id)) ? 'received' as const : signed.size >= e.days ? 'ready' as const : 'locked' as const,
    })),
    nextDayAt,
  };
}
