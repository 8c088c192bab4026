/**
 * tracking: the client event log (register, login, password and phone changes, as accounts
 * publishes them), presence, and the `online` heartbeat, which publishes playerHeartbeat
 * (events.ts) when it comes from a game page. Nothing of it is called by other modules.
 */
export type TrackingFace = Record<string, never>;
