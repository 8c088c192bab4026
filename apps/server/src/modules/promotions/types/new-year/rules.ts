import { ItemId, prizeViews } from '@casino/contract';
import type { HolidaySeason, NewYearItems, NewYearSettings, NewYearTask, NewYearUser, RewardItem } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';
import type { StoredDraw } from '../holiday/draw-store.ts';
import { drawView } from '../holiday/draw-store.ts';

/**
 * New Year (type 38), pure rules. Daily tasks (Philippine day) give the §9 new-year items; the
 * extras wait for the active points (40001) earned in this season, which the entry counts as
 * tasks are received (the bag's count also holds points of other seasons).
 */
export interface NewYearEntry {
  season: string;
  /** Active points earned in the season. */
  activeEarned: number;
  /** The Philippine date of the last share. */
  sharedOn: string | null;
}

export interface NewYearFacts {
  season: HolidaySeason;
  today: string;
  /** Credited deposits today, hundredths. */
  depositedToday: number;
}

export const taskRef = (id: number, date: string) => `task:${id}:${date}`;
export const extraRef = (season: string, id: number) => `extra:${season}:${id}`;

/** The entry as this season sees it (an entry of an earlier season starts afresh). */
export const seasonEntry = (entry: NewYearEntry | null, season: string): NewYearEntry =>
  (entry?.season === season ? entry : { season, activeEarned: 0, sharedOn: entry?.sharedOn ?? null });

export type TaskRefusal = 'noSuchTask' | 'notDone';
export type ExtraRefusal = 'noSuchExtra' | 'tooFewPoints' | 'tooFewFireworks' | 'claimed';
export type SpendRefusal = 'noItem';

/** §8: 1007 no such task or extra; 1005 not done today, too few points or fireworks, no box or ticket held; 1006 claimed. */
export const NEW_YEAR_REFUSALS: Readonly<Record<TaskRefusal | ExtraRefusal | SpendRefusal, ActivityReason>> = {
  noSuchTask: 'unknownReward',
  notDone: 'conditionNotMet',
  noSuchExtra: 'unknownReward',
  tooFewPoints: 'conditionNotMet',
  tooFewFireworks: 'conditionNotMet',
  claimed: 'alreadyClaimed',
  noItem: 'conditionNotMet',
};

/** A task's progress today, capped at its target. Signing in is done by asking (the player is here). */
export function taskProgress(task: NewYearTask, entry: NewYearEntry | null, facts: Pick<NewYearFacts, 'today' | 'depositedToday'>): number {
  const raw = task.kind === 'login' ? task.target : task.kind === 'deposit' ? facts.depositedToday : entry?.sharedOn === facts.today ? task.target : 0;
  return Math.min(raw, task.target);
}

/** The task `id` to receive today, or why not (a replay is the engine's 1006 by the task's ref). */
export function taskDecision(settings: NewYearSettings, entry: NewYearEntry | null, facts: NewYearFacts, id: number): TaskRefusal | NewYearTask {
  const task = settings.tasks.find((t) => t.id === id);
  if (!task) return 'noSuchTask';
  return taskProgress(task, entry, facts) >= task.target ? task : 'notDone';
}

/** Active points an award gives. */
export const activeIn = (award: readonly RewardItem[]): number => award.reduce((sum, a) => sum + (a.id === ItemId.NewYearActive ? a.count : 0), 0);

/** The entry after receiving a task's award. */
export const afterTask = (entry: NewYearEntry | null, season: string, award: readonly RewardItem[]): NewYearEntry => {
  const current = seasonEntry(entry, season);
  return { ...current, activeEarned: current.activeEarned + activeIn(award) };
};

/** The extra `id`, or why not: checked before its fireworks are spent. */
export function extraDecision(settings: NewYearSettings, entry: NewYearEntry | null, season: string, id: number, claimed: boolean, fireworks: number): ExtraRefusal | NewYearSettings['extras'][number] {
  const extra = settings.extras.find((e) => e.id === id);
  if (!extra) return 'noSuchExtra';
  if (claimed) return 'claimed';
  if (seasonEntry(entry, season).activeEarned < extra.active) return 'tooFewPoints';
  if (fireworks < extra.fireworks) return 'tooFewFireworks';
  return extra;
}

/** §9 new-year items from the bag's counts. */
export const newYearItems = (counts: ReadonlyMap<number, number>): NewYearItems => ({
  active: counts.get(ItemId.NewYearActive) ?? 0, box: counts.get(ItemId.NewYearBox) ?? 0,
  lottery: counts.get(ItemId.NewYearLottery) ?? 0, firework: counts.get(ItemId.NewYearFirework) ?? 0,
});

/** The page's state. */
export function newYearUser(instanceId: number, settings: NewYearSettings, entry: NewYearEntry | null, facts: NewYearFacts & {
  items: NewYearItems; received: ReadonlySet<string>; draws: readonly StoredDraw[]; nextDayAt: number; revealed?: ReadonlyMap<number, string>;
}): NewYearUser {
  const current = seasonEntry(entry, facts.season.key);
  return {
    instanceId,
    season: { first: facts.season.first, last: facts.season.last },
    today: facts.today,
    items: facts.items,
    activeEarned: current.activeEarned,
    sharedToday: current.sharedOn === facts.today,
    tasks: settings.tasks.map((task) => {
      const progress = taskProgress(task, entry, facts);
      const status = facts.received.has(taskRef(task.id, facts.today)) ? 'received' as const : progress >= task.target ? 'ready' as const : 'open' as const;
      return { ...task, award: task.award.map((a) => ({ ...a })), progress, status };
    }),
    box: prizeViews(settings.box),
    lottery: prizeViews(settings.lottery),
    extras: settings.extras.map((e) => ({
      ...e, award: e.award.map((a) => ({ ...a })),
      status: facts.received.has(extraRef(facts.season.key, e.id)) ? 'received' as const
        : current.activeEarned >= e.active && facts.items.firework >= e.fireworks ? 'ready' as const : 'locked' as const,
    })),
    draws: facts.draws.map((d) => ({ ...drawView(d, facts.revealed), kind: d.kind === 'new-year-lottery' ? 'lottery' as const : 'box' as const })),
    nextDayAt: facts.nextDayAt,
  };
}
