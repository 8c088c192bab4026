import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { RewardsFace } from '../rewards/index.ts';
import type { FeedConsumer, FeedTransfer } from '../wallet/index.ts';
import { readLevels } from './level-store.ts';
import type { StoredLevel } from './level-store.ts';
import { levelReached } from './level-table.ts';
import { lockStandings, noStanding, saveStandings } from './player-store.ts';
import type { VipStanding } from './player-store.ts';

/** The consumer's name: its cursor in the wallet's transfer feed, and its background job. */
export const EXPERIENCE_CONSUMER = 'vip.experience';

/** The claim key of a level's level-up reward: one grant per player and level, ever. */
export const levelUpKey = (playerId: number, level: number): string => `vip-level:${playerId}:${level}`;

interface ExperienceDeps {
  clock: Clock;
  events: EventPublisher;
  rewards: Pick<RewardsFace, 'grant'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What one transfer does to a player's experience: a bet adds its amount, a refunded bet takes it back. */
function experienceChange(t: FeedTransfer): { playerId: number; change: number } | null {
  if (t.asset !== 'COIN') return null;
  if (t.kind === 'bet' && t.debitPlayerId !== null) return { playerId: t.debitPlayerId, change: t.amount };
  if (t.kind === 'betRefund' && t.creditPlayerId !== null) return { playerId: t.creditPlayerId, change: -t.amount };
  return null;
}

/**
 * The feed consumer that keeps VIP standings: experience from bets and refunded bets (never
 * below 0), the level it reaches (never lower than before), the `vipLevelUp` event and each newly
 * reached level's reward, all in the transaction that moves the consumer's cursor, so a batch is
 * applied exactly once however often and wherever the job runs.
 */
export function experienceConsumer(deps: ExperienceDeps): FeedConsumer {
  const { clock, events, rewards, log } = deps;

  async function grantLevelRewards(tx: Queryable, table: readonly StoredLevel[], s: VipStanding): Promise<void> {
    for (const row of table) {
      if (row.level <= s.rewardedLevel || row.level > s.level) continue;
      if (row.invalidRewards.includes('levelUp')) {
        log.error({ playerId: s.playerId, level: row.level }, 'the level-up reward of this VIP level cannot be granted; skipped');
      } else if (row.levelUpReward.length > 0) {
        await rewards.grant(tx, {
          playerId: s.playerId, items: row.levelUpReward, key: levelUpKey(s.playerId, row.level), source: 'vip',
          sourceRef: `level:${row.level}`, title: `VIP ${row.level} ${row.name}: level-up reward`,
        });
      }
    }
    s.rewardedLevel = Math.max(s.rewardedLevel, s.level);
  }

  async function handle(tx: Queryable, transfers: readonly FeedTransfer[]): Promise<void> {
    // Per player, in feed order.
    const byPlayer = new Map<number, Array<{ change: number; transferId: number }>>();
    for (const t of transfers) {
      const c = experienceChange(t);
      if (!c) continue;
      const list = byPlayer.get(c.playerId) ?? [];
      list.push({ change: c.change, transferId: t.id });
      byPlayer.set(c.playerId, list);
    }
    if (byPlayer.size === 0) return;
    const standings = await lockStandings(tx, [...byPlayer.keys()]);
    const table = await readLevels(tx);
    const at = clock.now();
    const saved: Parameters<typeof saveStandings>[1][number][] = [];
    const levelUps: Array<{ playerId: number; from: number; level: number }> = [];
    for (const [playerId, changes] of byPlayer) {
      const s = standings.get(playerId) ?? noStanding(playerId);
      const from = s.level;
      // Transfer by transfer: the level follows the experience at each step, so the outcome does
      // not depend on how the feed was cut into batches.
      for (const { change } of changes) {
        s.experience = Math.max(0, s.experience + change);
        s.level = Math.max(s.level, levelReached(table, s.experience));
      }
      const leveledUp = s.level > from;
      if (s.level > s.rewardedLevel) await grantLevelRewards(tx, table, s);
      saved.push({ ...s, lastTransferId: changes.at(-1)!.transferId, leveledAt: leveledUp ? at : null });
      if (leveledUp) levelUps.push({ playerId, from, level: s.level });
    }
    // One statement for the batch's players, whose rows lockStandings holds (decision 079).
    await saveStandings(tx, saved, at);
    for (const up of levelUps) await events.publish(tx, 'vipLevelUp', { ...up, at });
    await events.publish(tx, 'vipExperienceChanged', { playerIds: [...byPlayer.keys()], at });
  }

  return { name: EXPERIENCE_CONSUMER, kinds: ['bet', 'betRefund'], handle };
}
