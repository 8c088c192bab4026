import { ItemId } from '@casino/contract';
import type { CashBonusSettings, CashPacket, RewardItem } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Cash bonus (type 22), pure rules. Each credited deposit of at least minDeposit earns a packet:
 * percent of the deposit (at most maxBonus), split into an instant part claimed before its
 * countdown ends, and a pool released in equal parts as the player's bets since the deposit grow
 * toward turnoverTimes the deposit. A packet keeps the terms it was earned under.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Packets kept in a player's entry: the newest; older ones have long expired. */
export const PACKETS_KEPT = 30;

export interface Packet {
  orderId: string;
  deposit: number;
  bonus: number;
  instant: number;
  /** ms since epoch: the instant part's countdown end, and when the pool's unclaimed parts are lost. */
  instantUntil: number;
  expiresAt: number;
  /** The player's cumulative bet when the deposit was credited, and the bets since then that release the whole pool. */
  betAtDeposit: number;
  required: number;
  parts: number;
  betRate: number;
  instantClaimed: boolean;
  /** Parts claimed so far (they are claimed in order). */
  claimedParts: number;
  /** ms since epoch. */
  at: number;
}

export interface CashBonusEntry { packets: Packet[] }

/** The packet a deposit earns, or null below the minimum. */
export function packetFor(settings: CashBonusSettings, deposit: { orderId: string; amount: number; at: Date }, betAtDeposit: number): Packet | null {
  if (deposit.amount < settings.minDeposit) return null;
  const bonus = Math.min(Math.floor((deposit.amount * settings.percent) / 100), settings.maxBonus);
  if (bonus <= 0) return null;
  const at = deposit.at.getTime();
  return {
    orderId: deposit.orderId, deposit: deposit.amount, bonus, instant: Math.floor((bonus * settings.instantPercent) / 100),
    instantUntil: at + settings.claimHours * HOUR_MS, expiresAt: at + settings.expireDays * DAY_MS,
    betAtDeposit, required: deposit.amount * settings.turnoverTimes, parts: settings.parts, betRate: settings.betRate,
    instantClaimed: false, claimedParts: 0, at,
  };
}

/** The entry with a new packet: the newest first, the oldest dropped past PACKETS_KEPT; a deposit counts once. */
export function withPacket(entry: CashBonusEntry | null, packet: Packet): CashBonusEntry {
  const packets = (entry?.packets ?? []).filter((p) => p.orderId !== packet.orderId);
  return { packets: [packet, ...packets].slice(0, PACKETS_KEPT) };
}

export const poolOf = (p: Packet): number => p.bonus - p.instant;

/** Parts released by the bets since the deposit (none once the pool has expired). */
export function releasedParts(p: Packet, bet: number): number {
  if (poolOf(p) <= 0) return 0;
  const since = Math.max(0, bet - p.betAtDeposit);
  return Math.min(p.parts, Math.floor((since * p.parts) / p.required));
}

/** The pool's amount through part `n` (the last part takes the rounding). */
const poolThrough = (p: Packet, n: number): number => (n >= p.parts ? poolOf(p) : Math.floor((poolOf(p) * n) / p.parts));

const coins = (amount: number, betRate: number): RewardItem[] =>
  [betRate > 0 ? { id: ItemId.Coin, count: amount, betRate } : { id: ItemId.Coin, count: amount }];

/** Why a claim is refused, before the engine's budgets. */
export type CashBonusRefusal = 'noPacket' | 'expired' | 'claimed' | 'notReleased';

/**
 * The errcode each reason answers (§8): 1007 no bonus of that deposit, or its countdown or pool
 * has run out; 1006 claimed; 1005 no part released yet.
 */
export const CASH_BONUS_REFUSALS: Readonly<Record<CashBonusRefusal, ActivityReason>> = {
  noPacket: 'unknownReward',
  expired: 'unknownReward',
  claimed: 'alreadyClaimed',
  notReleased: 'conditionNotMet',
};

/** A pool claim: every released, unclaimed part of the deposit's packet; ref parts:<order>:<released>. */
export function poolClaim(entry: CashBonusEntry | null, orderId: string, bet: number, now: number): CashBonusRefusal | { ref: string; items: RewardItem[]; entry: CashBonusEntry } {
  const packet = entry?.packets.find((p) => p.orderId === orderId);
  if (!packet || poolOf(packet) <= 0) return 'noPacket';
  if (packet.claimedParts >= packet.parts) return 'claimed';
  if (now >= packet.expiresAt) return 'expired';
  const released = releasedParts(packet, bet);
  if (released <= packet.claimedParts) return 'notReleased';
  const amount = poolThrough(packet, released) - poolThrough(packet, packet.claimedParts);
  return {
    ref: `parts:${orderId}:${released}`, items: coins(amount, packet.betRate),
    entry: { packets: entry!.packets.map((p) => (p === packet ? { ...p, claimedParts: released } : p)) },
  };
}

/** An instant claim: the deposit's instant part before its countdown ends; ref instant:<order>. */
export function instantClaim(entry: CashBonusEntry | null, orderId: string, now: number): CashBonusRefusal | { ref: string; items: RewardItem[]; entry: CashBonusEntry } {
  const packet = entry?.packets.find((p) => p.orderId === orderId);
  if (!packet || packet.instant <= 0) return 'noPacket';
  if (packet.instantClaimed) return 'claimed';
  if (now >= packet.instantUntil) return 'expired';
  return {
    ref: `instant:${orderId}`, items: coins(packet.instant, packet.betRate),
    entry: { packets: entry!.packets.map((p) => (p === packet ? { ...p, instantClaimed: true } : p)) },
  };
}

/** A packet as the player sees it. */
export function packetView(p: Packet, bet: number, now: number): CashPacket {
  const released = now < p.expiresAt ? releasedParts(p, bet) : p.claimedParts;
  const betsSince = Math.max(0, bet - p.betAtDeposit);
  return {
    orderId: p.orderId, deposit: p.deposit, bonus: p.bonus, instant: p.instant, instantUntil: p.instantUntil, instantClaimed: p.instantClaimed,
    pool: poolOf(p), parts: p.parts, released, claimedParts: p.claimedParts,
    claimable: released > p.claimedParts ? poolThrough(p, released) - poolThrough(p, p.claimedParts) : 0,
    betsSince, nextPartAt: released >= p.parts || poolOf(p) <= 0 ? 0 : Math.ceil((p.required * (released + 1)) / p.parts),
    expiresAt: p.expiresAt,
  };
}

/** Packets whose pool is still open (parts left to claim, not expired), newest first. */
export const openPools = (entry: CashBonusEntry | null, now: number): Packet[] =>
  (entry?.packets ?? []).filter((p) => poolOf(p) > 0 && p.claimedParts < p.parts && now < p.expiresAt);

/** Instant parts waiting (not claimed, countdown running), the soonest to end first. */
export const waitingInstants = (entry: CashBonusEntry | null, now: number): Packet[] =>
  (entry?.packets ?? []).filter((p) => p.instant > 0 && !p.instantClaimed && now < p.instantUntil).sort((a, b) => a.instantUntil - b.instantUntil);
