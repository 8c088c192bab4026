import type { HolidaySeason } from '@casino/contract';
import { createEntry, readEntry, saveEntry } from '../../instance-store.ts';
import type { TypeContext } from '../promotion-type.ts';
import { seasonOrRefuse } from './season.ts';

/**
 * Changes the player's entry in the holiday's current season in one transaction. The entry row,
 * created with `fresh` when missing, is the player's lock: concurrent calls of one player pass
 * one at a time. `change` may throw a refusal, which leaves the entry as it was.
 */
export async function changeSeasonEntry<E extends object>(ctx: Pick<TypeContext, 'db' | 'clock'>, req: {
  type: number; instanceId: number; playerId: number; fresh: (season: HolidaySeason) => E; change: (entry: E | null, season: HolidaySeason, now: Date) => E;
}): Promise<void> {
  const { instanceId, playerId } = req;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const season = seasonOrRefuse(req.type, now);
    await createEntry(tx, instanceId, playerId, req.fresh(season), now);
    const entry = (await readEntry(tx, instanceId, playerId, true)) as E | null;
    await saveEntry(tx, instanceId, playerId, req.change(entry, season, now), now);
  });
}
