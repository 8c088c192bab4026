import type { SaferPlay } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { OperatorRefusal } from '../audit/index.ts';
import type { AccountsFace } from '../accounts/index.ts';
import { RestrictedListError } from '../safer-play/index.ts';
import type { DuplicateId, ExclusionRow, LimitRef, RestrictedMatch, SaferPlayFace } from '../safer-play/index.ts';
import type { OperatorSession } from './access.ts';
import { operatorRefusal } from './refusals.ts';

/**
 * Safer play as operators see it (docs/decisions/065): one player's limits, blocks and history;
 * setting a time-out or self-exclusion; lowering a limit; the restricted-persons list. The
 * safer-play module writes each change and its audit row in one transaction.
 */

export interface SaferPlayDeskDeps {
  db: Db;
  clock: Clock;
  accounts: Pick<AccountsFace, 'backOffice'>;
  saferPlay: SaferPlayFace;
}

const ms = (d: Date | null) => (d === null ? null : d.getTime());
const exclusionOf = (e: ExclusionRow) => ({
  id: e.id, kind: e.kind, duration: e.duration, startsAt: e.startsAt.getTime(), endsAt: e.endsAt.getTime(),
  irrevocableUntil: ms(e.irrevocableUntil), endRequestedAt: ms(e.endRequestedAt), setBy: e.setBy, reason: e.reason,
  liftedAt: ms(e.liftedAt), liftedBy: e.liftedBy, forfeited: e.forfeited,
});
const matchOf = (m: RestrictedMatch) => ({ ...m, createdAt: m.createdAt.getTime() });
const duplicateOf = (d: DuplicateId) => ({ ...d, createdAt: d.createdAt.getTime() });

/** How much history the player screen shows. */
const HISTORY_ROWS = 50;

export type SaferPlayDesk = ReturnType<typeof createSaferPlayDesk>;

export function createSaferPlayDesk(deps: SaferPlayDeskDeps) {
  const { saferPlay } = deps;
  const { exclusions, limits } = saferPlay;

  async function playerOrRefuse(playerId: number): Promise<void> {
    if (!(await deps.accounts.backOffice.findPlayer(playerId))) throw operatorRefusal('playerNotFound');
  }
  const state = async (playerId: number): Promise<{ state: SaferPlay }> => ({ state: await saferPlay.view(playerId) });

  return {
    async player(playerId: number) {
      await playerOrRefuse(playerId);
      const [view, history, changes, declaredAt, matches, duplicates] = await Promise.all([
        saferPlay.view(playerId), exclusions.exclusionsOf(playerId, HISTORY_ROWS), limits.history(playerId, HISTORY_ROWS),
        exclusions.declarationOf(playerId), exclusions.openMatches(1000), exclusions.duplicateIds(1000),
      ]);
      return {
        state: view,
        exclusions: history.map(exclusionOf),
        limitChanges: changes.map((c) => ({ ...c, at: c.at.getTime() })),
        declaredAt: ms(declaredAt),
        restrictedMatch: matches.map(matchOf).find((m) => m.playerId === playerId) ?? null,
        duplicateIds: duplicates.filter((d) => d.playerId === playerId || d.otherPlayerId === playerId).map(duplicateOf),
      };
    },

    async setExclusion(actor: OperatorSession, input: { playerId: number; kind: 'timeOut' | 'selfExclusion'; duration: string; reason: string }) {
      await playerOrRefuse(input.playerId);
      const started = await exclusions.operatorStart(actor.username, input.playerId, input.kind, input.duration, input.reason);
      if (!started) throw new OperatorRefusal(`duration: ${input.duration} is not a duration of a ${input.kind === 'timeOut' ? 'time-out' : 'self-exclusion'}`);
      return state(input.playerId);
    },

    async lowerLimit(actor: OperatorSession, input: { playerId: number; kind: LimitRef['kind']; period?: 'day' | 'week' | 'month' | undefined; value: number; reason: string }) {
      await playerOrRefuse(input.playerId);
      const ref: LimitRef = input.kind === 'session' ? { kind: 'session' } : { kind: input.kind, period: input.period ?? 'day' };
      await limits.operatorLower(actor.username, input.playerId, ref, input.value, input.reason);
      return state(input.playerId);
    },

    async importRestricted(actor: OperatorSession, csv: string) {
      try {
        return { rows: await exclusions.importRestricted(actor.username, csv) };
      } catch (err) {
        if (err instanceof RestrictedListError) throw new OperatorRefusal(`csv: ${err.message}`);
        throw err;
      }
    },

    async matches(limit: number) {
      const [list, duplicates, listSize] = await Promise.all([exclusions.openMatches(limit), exclusions.duplicateIds(limit), exclusions.restrictedListSize()]);
      return { listSize, list: list.map(matchOf), duplicateIds: duplicates.map(duplicateOf) };
    },

    async clearMatch(actor: OperatorSession, playerId: number, reason: string) {
      await playerOrRefuse(playerId);
      if (!(await exclusions.clearMatch(actor.username, playerId, reason))) throw new OperatorRefusal('this player has no open restricted-list match');
      return state(playerId);
    },
  };
}
