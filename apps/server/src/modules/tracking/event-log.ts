import type { ClientEvent } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs.ts';
import type { GuardedCheck, RateGuard, RateRule } from '../../platform/rate-limit.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';
import { deleteClientEventsBefore, insertClientEvents } from './event-log-store.ts';

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/**
 * Calls allowed per client (docs/decisions/071). A call carries at most 20 events of at most
 * 2 KB each, so these also bound the bytes a client can make the server keep: a device sending
 * all day as fast as allowed stores at most 1,500 calls (about 60 MB of the worst events).
 * The app itself sends a batch every 3 s at most while events happen: 20 a minute.
 */
export const EVENT_LOG_RATE_RULES = {
  perIp: { limit: 120, windowSeconds: MINUTE },
  perIpDaily: { limit: 5_000, windowSeconds: DAY },
  perDevice: { limit: 40, windowSeconds: MINUTE },
  perDeviceDaily: { limit: 1_500, windowSeconds: DAY },
  perPlayer: { limit: 40, windowSeconds: MINUTE },
  perPlayerDaily: { limit: 1_500, windowSeconds: DAY },
} as const satisfies Record<string, RateRule>;

/** Rows deleted per statement by the retention job, and statements per run: each run stays short. */
export const RETENTION_BATCH = 1_000;
export const RETENTION_BATCHES_PER_RUN = 50;

export interface EventLogDeps {
  db: Db;
  clock: Clock;
  limits: RateGuard;
  retentionDays: number;
}

export interface NewAction {
  action: string;
  page?: string | undefined;
  params?: Record<string, unknown> | undefined;
  channel: string;
  appId: string;
}

export type EventLog = ReturnType<typeof createEventLog>;

export function createEventLog(deps: EventLogDeps) {
  const { db, clock, limits } = deps;

  /** Spends one call of each limit; a refusal (429, retryAfter) before anything is stored. */
  async function spend(checks: GuardedCheck[]): Promise<void> {
    const refused = await limits.check(checks);
    if (refused) throw refused;
  }

  const deviceChecks = (prefix: string, deviceId: string | null): GuardedCheck[] => deviceId === null ? [] : [
    { key: `${prefix}:device:${deviceId}`, rule: EVENT_LOG_RATE_RULES.perDevice },
    { key: `${prefix}:device-day:${deviceId}`, rule: EVENT_LOG_RATE_RULES.perDeviceDaily },
  ];
  const playerChecks = (prefix: string, playerId: number): GuardedCheck[] => [
    { key: `${prefix}:player:${playerId}`, rule: EVENT_LOG_RATE_RULES.perPlayer },
    { key: `${prefix}:player-day:${playerId}`, rule: EVENT_LOG_RATE_RULES.perPlayerDaily },
  ];
  const ipChecks = (prefix: string, ip: string): GuardedCheck[] => [
    { key: `${prefix}:ip:${ip}`, rule: EVENT_LOG_RATE_RULES.perIp },
    { key: `${prefix}:ip-day:${ip}`, rule: EVENT_LOG_RATE_RULES.perIpDaily },
  ];

  return {
    /** appEventLogClient: a batch the contract has bounded (count, sizes), limited per client. */
    async recordBatch(events: readonly ClientEvent[], bodyDeviceId: string | undefined, meta: RequestMeta): Promise<number> {
      // A beacon cannot send headers, so its device id comes in the body.
      const deviceId = meta.deviceId ?? (bodyDeviceId?.trim() || null);
      // The player ids are the client's word; limiting by each still stops one id being flooded.
      const players = [...new Set(events.map((e) => e.eventUserId).filter((id) => id > 0))];
      await spend([...ipChecks('eventlog', meta.ip), ...deviceChecks('eventlog', deviceId), ...players.flatMap((id) => playerChecks('eventlog', id))]);
      const receivedAt = clock.now();
      await insertClientEvents(db, events.map((e) => ({
        kind: 'event' as const, name: e.eventName, eventTime: new Date(e.eventTime * 1000), eventUserId: e.eventUserId,
        playerId: null, channel: e.channel ?? null, appId: e.appId ?? null, version: e.version ?? null, page: null,
        params: e.params ?? {}, ip: meta.ip, deviceId, receivedAt,
      })));
      return events.length;
    },

    /** actionLog: one action of the logged-in player, limited like the event log. */
    async recordAction(playerId: number, action: NewAction, meta: RequestMeta): Promise<void> {
      await spend([...ipChecks('actionlog', meta.ip), ...deviceChecks('actionlog', meta.deviceId), ...playerChecks('actionlog', playerId)]);
      await insertClientEvents(db, [{
        kind: 'action', name: action.action, eventTime: null, eventUserId: playerId, playerId,
        channel: action.channel, appId: action.appId, version: null, page: action.page ?? null,
        params: action.params ?? {}, ip: meta.ip, deviceId: meta.deviceId, receivedAt: clock.now(),
      }]);
    },

    /**
     * Deletes entries older than the retention, a batch per statement and a bounded number of
     * batches per run (the next run goes on); answers how many. Several servers running it at
     * once only find fewer rows.
     */
    async prune(): Promise<number> {
      const before = new Date(clock.now().getTime() - deps.retentionDays * DAY * 1000);
      let total = 0;
      for (let i = 0; i < RETENTION_BATCHES_PER_RUN; i++) {
        const deleted = await deleteClientEventsBefore(db, before, RETENTION_BATCH);
        total += deleted;
        if (deleted < RETENTION_BATCH) break;
      }
      return total;
    },
  };
}

/** tracking.event-log-retention: hourly (and at start), the retention of the client event log. */
export function eventLogRetentionJob(log: EventLog, info: (details: object, message: string) => void): Job {
  return {
    name: 'tracking.event-log-retention',
    intervalSeconds: 60 * 60,
    runAtStart: true,
    async run() {
      const deleted = await log.prune();
      if (deleted > 0) info({ deletedClientEvents: deleted }, 'event log retention');
    },
  };
}
