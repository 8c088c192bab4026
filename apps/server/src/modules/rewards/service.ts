import { ItemId, RewardsErrcode } from '@casino/contract';
import type { BagItem, RewardClaim, RewardItem, RewardSource } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { SettingsCache } from '../../platform/settings-cache.ts';
import { refusal } from '../../platform/refusal.ts';
import { turnoverFor } from '../wallet/index.ts';
import type { WalletFace } from '../wallet/index.ts';
import { addLot, couponUseOf, heldLots, recordCouponUse, takeFromLot } from './bag-store.ts';
import { claimByKey, claimOfPlayer, claimsPage, insertClaim, recordClaimTotals } from './claim-store.ts';
import type { StoredClaim } from './claim-store.ts';
import { classifyItem, couponBonus } from './items.ts';
import { couponTerms, readPropConfigs } from './prop-config.ts';
import type { PropConfig } from './prop-config.ts';

/** What to grant, to whom, and the source it comes from. */
export interface GrantRequest {
  playerId: number;
  items: readonly RewardItem[];
  /** Names the source and makes the grant idempotent: `mail:17`, `task:3:2026-11-25`, `vip-level:4`. */
  key: string;
  source: RewardSource;
  /** The source's own id (mail id, task and day, level ...). */
  sourceRef: string;
  /** What the player sees in the claim list. */
  title: string;
  /** The player asked for it (a task award, a mail attachment, a periodic reward): claim guards apply. */
  claimedByPlayer?: boolean;
}

/** Refuses a claim the player asked for by throwing a Refusal (a time-out or self-exclusion running). */
export type ClaimGuard = (tx: Queryable, playerId: number, source: RewardSource) => Promise<void>;

export interface Grant {
  claim: RewardClaim;
  /** True when the key had been granted before: nothing moved now, `claim` is the first grant. */
  replayed: boolean;
}

/** A reward that can never be granted (an unknown item id, a negative count): a programming or settings error. */
export class InvalidReward extends Error {}

const DAY_MS = 86_400_000;
const PAGE_SIZE = 20;

export function checkRewardItems(items: readonly RewardItem[]): void {
  for (const item of items) {
    if (classifyItem(item.id) === null) throw new InvalidReward(`item ${item.id} is not a reward item of §9`);
    if (!Number.isSafeInteger(item.count) || item.count < 0) throw new InvalidReward(`item ${item.id}: count must be a whole number >= 0`);
  }
}

const publicClaim = ({ playerId: _p, key: _k, ...claim }: StoredClaim): RewardClaim => claim;

export function createRewardsService(deps: { db: Db; settingsCache: SettingsCache; clock: Clock; wallet: WalletFace }) {
  const { db, clock, wallet } = deps;
  const claimGuards: ClaimGuard[] = [];

  /** The prop settings: through the settings cache with the root handle; a transaction reads the table. */
  const configList = (q: Queryable): Promise<readonly PropConfig[]> =>
    q === db ? deps.settingsCache.read('prop_configs', readPropConfigs) : readPropConfigs(q);
  const propConfigs = async (q: Queryable): Promise<Map<number, PropConfig>> =>
    new Map((await configList(q)).map((c) => [c.propId, c]));

  /**
   * The one way anything is granted. Inside the caller's transaction: coins from bonus expense
   * (betRate adding turnover owed) and points through the wallet's ledger, other items into the bag,
   * and one claim record. A key granted before grants nothing and answers the first claim.
   */
  async function grant(tx: Queryable, req: GrantRequest): Promise<Grant> {
    checkRewardItems(req.items);
    const at = clock.now();
    const claim = await insertClaim(tx, { ...req, at });
    if (!claim) {
      const first = await claimByKey(tx, req.key);
      if (!first || first.playerId !== req.playerId) throw new InvalidReward(`reward key ${req.key} belongs to another player`);
      return { claim: publicClaim(first), replayed: true };
    }
    // A new grant the player asked for; a throwing guard rolls the claim record back with the caller's transaction.
    if (req.claimedByPlayer) for (const guard of claimGuards) await guard(tx, req.playerId, req.source);
    const totals = { coin: 0, points: 0, turnoverAdded: 0 };
    let configs: Map<number, PropConfig> | undefined;
    for (const [index, item] of req.items.entries()) {
      if (item.count === 0) continue;
      const kind = classifyItem(item.id)!;
      if ('money' in kind) {
        await wallet.grantReward(tx, req.playerId, item, { key: `reward:${claim.id}:${index}`, kind: 'reward', reference: req.key });
        if (kind.money === 'COIN') {
          totals.coin += item.count;
          totals.turnoverAdded += turnoverFor(item.count, item.betRate ?? 0);
        } else {
          totals.points += item.count;
        }
      } else {
        configs ??= await propConfigs(tx);
        const validDays = configs.get(item.id)?.params.validDays;
        const expiresAt = validDays ? new Date(at.getTime() + validDays * DAY_MS) : null;
        await addLot(tx, { playerId: req.playerId, itemId: item.id, count: item.count, expiresAt, claimId: claim.id }, at);
      }
    }
    await recordClaimTotals(tx, claim.id, totals);
    return { claim: publicClaim({ ...claim, ...totals }), replayed: false };
  }

  /** The items the player holds now (unexpired, not used up), soonest expiry first. */
  async function bag(playerId: number, q: Queryable = db): Promise<BagItem[]> {
    const [lots, configs] = await Promise.all([heldLots(q, playerId, clock.now()), propConfigs(q)]);
    return lots.map((lot) => {
      const kind = classifyItem(lot.itemId);
      const terms = couponTerms(configs.get(lot.itemId));
      return {
        id: lot.id, itemId: lot.itemId, kind: kind && 'bag' in kind ? kind.bag : 'plain', count: lot.count,
        expireTime: lot.expiresAt ? lot.expiresAt.getTime() : -1, claimId: lot.claimId,
        value: terms.num, percent: terms.percent, limitAmount: terms.limitAmount,
      };
    });
  }

  /**
   * Takes `count` of an item from the player's bag (soonest expiry first), all or nothing; false
   * when the player holds fewer. For activities that spend items (new-year boxes, sign-in cards).
   */
  async function takeItems(tx: Queryable, playerId: number, itemId: number, count: number): Promise<boolean> {
    const lots = await heldLots(tx, playerId, clock.now(), { itemMin: itemId, itemMax: itemId, lock: true });
    if (lots.reduce((sum, lot) => sum + lot.count, 0) < count) return false;
    let left = count;
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(left, lot.count);
      if (!(await takeFromLot(tx, lot.id, take))) return false;
      left -= take;
    }
    return true;
  }

  /**
   * A credited deposit uses the best coupon the player holds whose minimum it meets (the largest
   * bonus; of equal ones, the soonest to expire), once per order (decision 055). Runs in the
   * deposit's transaction.
   */
  async function applyCoupon(tx: Queryable, deposit: { playerId: number; orderId: string; amount: number }): Promise<Grant | null> {
    if (await couponUseOf(tx, deposit.orderId)) return null;
    const lots = await heldLots(tx, deposit.playerId, clock.now(), { itemMin: ItemId.CouponGeneralMin, itemMax: ItemId.CouponGivenMax, lock: true });
    if (lots.length === 0) return null;
    const configs = await propConfigs(tx);
    let best: { lot: (typeof lots)[number]; bonus: number; betRate: number; name: string } | null = null;
    for (const lot of lots) {
      const config = configs.get(lot.itemId);
      const terms = couponTerms(config);
      const bonus = couponBonus(terms, deposit.amount);
      if (bonus > 0 && (!best || bonus > best.bonus)) best = { lot, bonus, betRate: terms.betRate, name: config?.name ?? `Coupon ${lot.itemId}` };
    }
    if (!best || !(await takeFromLot(tx, best.lot.id, 1))) return null;
    const granted = await grant(tx, {
      playerId: deposit.playerId, items: [{ id: ItemId.Coin, count: best.bonus, betRate: best.betRate }],
      key: `coupon:${deposit.orderId}`, source: 'coupon', sourceRef: deposit.orderId, title: `${best.name} on deposit ${deposit.orderId}`,
    });
    await recordCouponUse(tx, {
      orderId: deposit.orderId, playerId: deposit.playerId, lotId: best.lot.id, depositAmount: deposit.amount, bonus: best.bonus,
      claimId: granted.claim.id, at: clock.now(),
    });
    return granted;
  }

  return {
    /** Another module's rule that may refuse a claim the player asked for (safer play). */
    addClaimGuard: (guard: ClaimGuard) => void claimGuards.push(guard),
    grant,
    bag,
    takeItems,
    applyCoupon,
    /** §3 appPropConfigMap rows, for the app config. */
    propConfigs: (q: Queryable = db) => configList(q),
    async claims(playerId: number, page = 1, pageSize = PAGE_SIZE) {
      const { list, total } = await claimsPage(db, playerId, page, pageSize);
      return { list: list.map(publicClaim), total, page, pageSize };
    },
    async claim(playerId: number, id: number): Promise<RewardClaim> {
      const found = await claimOfPlayer(db, playerId, id);
      if (!found) throw refusal(RewardsErrcode.ClaimNotFound, 'no such reward claim');
      return publicClaim(found);
    },
    /** A claim by its key (a source checks what it granted). */
    async claimByKey(q: Queryable, key: string): Promise<RewardClaim | null> {
      const found = await claimByKey(q, key);
      return found ? publicClaim(found) : null;
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
