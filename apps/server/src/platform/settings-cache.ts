import type { Queryable } from './db.ts';
import { deepFreeze } from './deep-freeze.ts';

/**
 * Reads of the operator-edited settings tables (promotion instances, VIP levels, prop configs,
 * site settings, lobby content), kept in memory per settings revision. The player's home reads
 * them at every call and they seldom change; every write to them moves settings_revision
 * (990_settings_revision.sql), so servers sharing the database load again at their next read.
 * For reads with the root handle only: a transaction reads the tables themselves.
 */
export interface SettingsCache {
  /**
   * The value `load` gives at the current revision, loaded again once the revision moved. The
   * value is shared by every caller and deep-frozen (Dates aside): never change it.
   */
  read<T>(name: string, load: (q: Queryable) => Promise<T>): Promise<T>;
}

interface Entry { revision: number; value: Promise<unknown> }

export function createSettingsCache(db: Queryable): SettingsCache {
  const entries = new Map<string, Entry>();
  let batch: Promise<number> | null = null;

  /**
   * The revision, read once for all the reads that start before the statement is sent (a
   * request's Promise.all of several reads). A read never joins a statement sent before it began,
   * which could miss an edit committed in between.
   */
  function revision(): Promise<number> {
    batch ??= Promise.resolve().then(async () => {
      batch = null;
      const { rows } = await db.query<{ version: number }>('SELECT version FROM settings_revision', [], { prepared: true });
      if (rows[0] === undefined) throw new Error('settings_revision has no row');
      return Number(rows[0].version);
    });
    return batch;
  }

  return {
    async read<T>(name: string, load: (q: Queryable) => Promise<T>): Promise<T> {
      const at = await revision();
      const held = entries.get(name);
      // A newer entry serves a read that learned an older revision too.
      if (held && held.revision >= at) return held.value as Promise<T>;
      // Stored with the revision read before loading: an edit during the load is loaded at the next read.
      const entry: Entry = { revision: at, value: load(db).then(deepFreeze) };
      entries.set(name, entry);
      entry.value.catch(() => {
        if (entries.get(name) === entry) entries.delete(name);
      });
      return entry.value as Promise<T>;
    },
  };
}
