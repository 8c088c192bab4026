import { StorageKey } from '../../../shared/storage/keys.ts';
import { readText, removeKey, writeText } from '../../../shared/storage/storage.ts';

/**
 * The §4 app-download sheet opens when the player's totalRecharge is above 0 and the
 * recharge-update marker is in local storage. This device writes the marker when it sees the
 * player's deposits grow (a deposit credited while the app was open), and removes it once the
 * bonus was claimed or refused for good.
 */
export function hasRechargeUpdateMarker(): boolean {
  return readText(StorageKey.rechargeUpdate) !== null;
}

export function setRechargeUpdateMarker(): void {
  writeText(StorageKey.rechargeUpdate, '1');
}

export function clearRechargeUpdateMarker(): void {
  removeKey(StorageKey.rechargeUpdate);
}

/** Whether the app-download sheet is due (§4): a deposit on record, the marker set, a bonus offered. */
export function downloadBonusDue(totalRecharge: number | undefined, marker: boolean, bonus: number | undefined): boolean {
  return (totalRecharge ?? 0) > 0 && marker && (bonus ?? 0) > 0;
}

/** The same player's deposits grew: from a known total to a higher one (not a login or a first read). */
export function depositsGrew(
  before: { id: number; totalRecharge: number } | null,
  after: { id: number; totalRecharge: number } | null,
): boolean {
  return before !== null && after !== null && before.id === after.id && after.totalRecharge > before.totalRecharge;
}
