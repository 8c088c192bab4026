import type { EventLog } from './event-log.ts';

/**
 * tracking: the server's event rows (register, login, password and phone changes, as accounts
 * publishes them), the client event log (appEventLogClient, actionLog: stored with per-client
 * limits, kept EVENT_LOG_RETENTION_DAYS by the tracking.event-log-retention job), presence, and
 * the `online` heartbeat, which publishes playerHeartbeat (events.ts) when it comes from a game
 * page. Nothing of it is called by other modules; tests reach the event log through the face.
 */
export interface TrackingFace {
  eventLog: EventLog;
}
