import type { VipLevel } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import { grantableItems } from './level-table.ts';

interface LevelRow {
  level: number; bet_amount: string | number; name: string; withdraw_daily_max: string | number | null;
  perks: unknown; level_up_items: unknown; weekly_items: unknown; monthly_items: unknown;
}

/** A level as stored, with the reward lists an operator's edit left ungrantable (shown and granted as empty). */
export interface StoredLevel extends VipLevel {
  invalidRewards: Array<'levelUp' | 'weekly' | 'monthly'>;
}

function toLevel(r: LevelRow): StoredLevel {
  const invalidRewards: StoredLevel['invalidRewards'] = [];
  const items = (raw: unknown, which: StoredLevel['invalidRewards'][number]) => {
    const parsed = grantableItems(raw);
    if (parsed === null) invalidRewards.push(which);
    return parsed ?? [];
  };
  return {
    level: r.level,
    betAmount: Number(r.bet_amount),
    name: r.name,
    withdrawDailyMax: r.withdraw_daily_max === null ? null : Number(r.withdraw_daily_max),
    perks: Array.isArray(r.perks) ? r.perks.filter((p): p is string => typeof p === 'string') : [],
    levelUpReward: items(r.level_up_items, 'levelUp'),
    weeklyReward: items(r.weekly_items, 'weekly'),
    monthlyReward: items(r.monthly_items, 'monthly'),
    invalidRewards,
  };
}

/**
 * The level table, lowest level first. Its rebate_percent column is read no more: the VIP rebate's
 * rates are the running instance's (decision 076); the column stays for servers of the previous
 * release during a rolling update, and new rows take its default.
 */
export async function readLevels(q: Queryable): Promise<StoredLevel[]> {
  const { rows } = await q.query<LevelRow>(
    `SELECT level, bet_amount, name, withdraw_daily_max, perks, level_up_items, weekly_items, monthly_items
       FROM vip_levels ORDER BY level`,
  );
  return rows.map(toLevel);
}

/** Writes the levels that are missing; an existing level (an operator's edit) is left as it is. */
export async function insertMissingLevels(q: Queryable, levels: readonly VipLevel[]): Promise<void> {
  for (const l of levels) {
    await q.query(
      `INSERT INTO vip_levels (level, bet_amount, name, withdraw_daily_max, perks, level_up_items, weekly_items, monthly_items)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (level) DO NOTHING`,
      [l.level, l.betAmount, l.name, l.withdrawDailyMax, JSON.stringify(l.perks),
        JSON.stringify(l.levelUpReward), JSON.stringify(l.weeklyReward), JSON.stringify(l.monthlyReward)],
    );
  }
}
