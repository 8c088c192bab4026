import type { CallResponse, VipLevel, VipPeriod, VipPeriodReward } from '@casino/contract';
import { VipPeriods } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { SettingsCache } from '../../platform/settings-cache.ts';
import type { RewardsFace } from '../rewards/index.ts';
import type { Levels, WalletFace } from '../wallet/index.ts';
import { readLevels } from './level-store.ts';
import type { StoredLevel } from './level-store.ts';
import { nextLevelOf, vipExpOf } from './level-table.ts';
import { periodAt } from './periods.ts';
import { readStanding } from './player-store.ts';
import { vipRefusal } from './refusals.ts';

export type VipInfo = Omit<CallResponse<'getVipInfo'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;
export type VipRewardReceipt = Omit<CallResponse<'receiveVipReward'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

interface VipDeps {
  db: Db;
  /** Keeps the level table read between requests until an operator changes it. */
  settingsCache: SettingsCache;
  clock: Clock;
  wallet: Pick<WalletFace, 'readBalances'>;
  rewards: Pick<RewardsFace, 'grant' | 'claimByKey'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The claim key of a periodic reward: one per player, period kind and period (`vip-weekly:7:2026-11-23`). */
export const periodKey = (period: VipPeriod, playerId: number, label: string): string => `vip-${period}:${playerId}:${label}`;

const publicLevel = ({ invalidRewards: _invalid, ...level }: StoredLevel): VipLevel => level;

function periodItems(row: StoredLevel | undefined, period: VipPeriod) {
  if (!row || row.invalidRewards.includes(period)) return [];
  return period === 'weekly' ? row.weeklyReward : row.monthlyReward;
}

/** VIP levels, standings and the periodic rewards; the experience itself comes from the feed consumer (experience.ts). */
export function createVipService(deps: VipDeps) {
  const { db, clock, wallet, rewards, log } = deps;
  /** The level table as players' reads see it; a transaction reads the table itself. */
  const levels = (): Promise<readonly StoredLevel[]> => deps.settingsCache.read('vip_levels', readLevels);

  async function periodRewards(q: Queryable, playerId: number, row: StoredLevel | undefined): Promise<VipPeriodReward[]> {
    const now = clock.now();
    const out: VipPeriodReward[] = [];
    for (const period of VipPeriods) {
      const items = periodItems(row, period);
      const p = periodAt(period, now);
      const received = (await rewards.claimByKey(q, periodKey(period, playerId, p.label))) !== null;
      out.push({ period, items, claimable: items.length > 0 && !received, receivedThisPeriod: received, periodStart: p.start.getTime(), nextAt: p.next.getTime() });
    }
    return out;
  }

  return {
    /** The balances' vip, vipExp and userLevel (the wallet's level source). */
    async levelsOf(q: Pick<Queryable, 'query'>, playerId: number): Promise<Levels> {
      const s = await readStanding(q, playerId);
      return { vip: s.level, vipExp: vipExpOf(s.experience), userLevel: s.level };
    },

    /** §3 appUserLevelConfigList: each level's threshold. */
    async levelThresholds(): Promise<Array<{ level: number; betAmount: number }>> {
      return (await levels()).map(({ level, betAmount }) => ({ level, betAmount }));
    },

    /** getVipInfo: the player's standing, the next threshold (§4), the levels and the periodic rewards of theirs. */
    async info(playerId: number): Promise<VipInfo> {
      const [standing, table, balances] = [await readStanding(db, playerId), await levels(), await wallet.readBalances(playerId)];
      const next = nextLevelOf(table, standing.level, standing.experience);
      return {
        level: standing.level,
        vipExp: vipExpOf(standing.experience),
        experience: standing.experience,
        bet: balances.bet,
        nextLevel: next?.level ?? null,
        nextBetAmount: next?.betAmount ?? 0,
        levels: table.map(publicLevel),
        rewards: await periodRewards(db, playerId, table.find((row) => row.level === standing.level)),
      };
    },

    /** receiveVipReward: the period's reward of the player's level, once per period; answers the balances after it. */
    async receive(playerId: number, period: VipPeriod): Promise<VipRewardReceipt> {
      return db.transaction(async (tx) => {
        const standing = await readStanding(tx, playerId);
        const row = (await readLevels(tx)).find((l) => l.level === standing.level);
        if (row?.invalidRewards.includes(period)) log.error({ playerId, level: row.level, period }, 'the reward of this VIP level cannot be granted');
        const items = periodItems(row, period);
        if (!row || items.length === 0) throw vipRefusal(`${period}NotConfigured`);
        const p = periodAt(period, clock.now());
        const granted = await rewards.grant(tx, {
          playerId, items, key: periodKey(period, playerId, p.label), source: 'vip', sourceRef: `${period}:${p.label}`,
          title: `VIP ${row.level} ${row.name}: ${period} reward`, claimedByPlayer: true,
        });
        if (granted.replayed) throw vipRefusal(`${period}Received`);
        const { coin, lottery, vip, vipExp, userLevel, bet } = await wallet.readBalances(playerId, tx);
        return { period, claim: granted.claim, nextAt: p.next.getTime(), coin, lottery, vip, vipExp, userLevel, bet };
      });
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
