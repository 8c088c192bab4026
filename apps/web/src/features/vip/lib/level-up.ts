import { StorageKey } from '../../../shared/storage/keys.ts';
import { readJson, writeText } from '../../../shared/storage/storage.ts';

/** The VIP level each player on this device was last seen at, by player id. */
type SeenLevels = Record<string, number>;

const readSeen = (): SeenLevels => readJson<SeenLevels>(StorageKey.vipLevelSeen) ?? {};

/**
 * Notes the level the player is at now; answers true when it is higher than the one last seen on
 * this device, so the level-up notice shows once per level up. The first level ever seen for a
 * player is only noted (a player logging in on a new device is not congratulated on old news).
 */
export function noteLevel(playerId: number, level: number): boolean {
  const seen = readSeen();
  const before = seen[String(playerId)];
  // Levels never go down: a lower figure is a stale answer, and the highest level seen stays.
  if (before !== undefined && level <= before) return false;
  writeText(StorageKey.vipLevelSeen, JSON.stringify({ ...seen, [String(playerId)]: level }));
  return before !== undefined;
}
