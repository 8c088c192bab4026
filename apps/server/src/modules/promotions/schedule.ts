/**
 * Activity schedules are entered and shown in Philippine time (UTC+8, no daylight saving) and
 * stored as instants; periods are Philippine days (platform/philippine-day.ts).
 */
export { philippineDate } from '../../platform/philippine-day.ts';

const PH_OFFSET = '+08:00';

/** "YYYY-MM-DDTHH:mm" Philippine time to the instant; null stays null. */
export function fromPhilippineTime(local: string | null): Date | null {
  if (local === null) return null;
  const at = new Date(`${local}:00${PH_OFFSET}`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a time: ${local}`);
  return at;
}

/** The instant as "YYYY-MM-DDTHH:mm" Philippine time; null stays null. */
export function toPhilippineTime(at: Date | null): string | null {
  if (at === null) return null;
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** Where an instance's schedule stands at `now`: the start is inclusive, the end exclusive. */
export function scheduleState(instance: { startsAt: Date | null; endsAt: Date | null }, now: Date): 'notStarted' | 'running' | 'ended' {
  if (instance.startsAt && now < instance.startsAt) return 'notStarted';
  if (instance.endsAt && now >= instance.endsAt) return 'ended';
  return 'running';
}
