import type { FundPrize, FundSettings, FundStage, FundStageStatus, FundUser } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Fund (type 16, the growth fund), pure rules. A player's entry is written when a deposit made
 * for the fund buys in; it keeps the stages as they were then (an operator's later edit changes
 * nothing bought) and the cumulative bet at that moment, from which the stages' wagering counts.
 */
export interface FundEntry {
  orderId: string;
  price: number;
  /** ms since epoch of the buy-in. */
  boughtAt: number;
  /** The player's cumulative bet (hundredths) when they bought in. */
  betAtPurchase: number;
  stages: FundStage[];
  /** Stage ids claimed, in claim order. */
  received: number[];
}

/** Why a stage is refused, before the engine's budgets. */
export type FundRefusal = 'notBought' | 'noSuchStage' | 'received' | 'notReached';

/** §8: 1005 not bought in or the stage not reached yet; 1007 no such stage; 1006 claimed. */
export const FUND_REFUSALS: Readonly<Record<FundRefusal, ActivityReason>> = {
  notBought: 'conditionNotMet',
  noSuchStage: 'unknownReward',
  received: 'alreadyClaimed',
  notReached: 'conditionNotMet',
};

export interface FundPlayer { vip: number; bet: number }

/** Wagering since buying in (the cumulative bet can fall back with a rolled-back bet; never below 0). */
export const betSince = (entry: FundEntry, player: FundPlayer): number => Math.max(0, player.bet - entry.betAtPurchase);

const reached = (stage: FundStage, entry: FundEntry, player: FundPlayer): boolean => player.vip >= stage.vip && betSince(entry, player) >= stage.bet;

export function stageStatus(stage: FundStage, entry: FundEntry | null, player: FundPlayer): FundStageStatus {
  if (!entry) return 'locked';
  if (entry.received.includes(stage.id)) return 'received';
  return reached(stage, entry, player) ? 'open' : 'locked';
}

/** Why stage `stageId` may not be claimed now, or its prizes. */
export function claimDecision(entry: FundEntry | null, stageId: number, player: FundPlayer): FundRefusal | FundPrize[] {
  if (!entry) return 'notBought';
  const stage = entry.stages.find((s) => s.id === stageId);
  if (!stage) return 'noSuchStage';
  if (entry.received.includes(stageId)) return 'received';
  if (!reached(stage, entry, player)) return 'notReached';
  return stage.award;
}

/** The deposit buys in: made for the fund, reaching the price, and the player has not bought in. */
export const buysIn = (entry: FundEntry | null, settings: FundSettings, deposit: { amount: number; actType: number }, fundType: number): boolean =>
  !entry && deposit.actType === fundType && deposit.amount >= settings.price;

/** A stage waits to be claimed (the hasFund red dot). */
export const stageWaiting = (entry: FundEntry | null, player: FundPlayer): boolean =>
  entry !== null && entry.stages.some((stage) => stageStatus(stage, entry, player) === 'open');

/** In the list while the player may buy in, or until every stage bought is claimed. */
export const visible = (entry: FundEntry | null): boolean => !entry || entry.stages.some((stage) => !entry.received.includes(stage.id));

export function fundUser(instanceId: number, settings: FundSettings, entry: FundEntry | null, player: FundPlayer): FundUser {
  const stages = entry ? entry.stages : settings.stages;
  return {
    instanceId,
    price: entry ? entry.price : settings.price,
    bought: entry !== null,
    boughtAt: entry ? entry.boughtAt : -1,
    vip: player.vip,
    betSince: entry ? betSince(entry, player) : 0,
    stages: stages.map((stage) => ({ id: stage.id, vip: stage.vip, bet: stage.bet, award: stage.award.map((p) => ({ ...p })), status: stageStatus(stage, entry, player) })),
    canClaim: stageWaiting(entry, player),
  };
}
