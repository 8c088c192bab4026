-- The client event log (§7 appEventLogClient and actionLog, docs/decisions/071): what the player
-- app reports, kept EVENT_LOG_RETENTION_DAYS and deleted in bounded batches by tracking's
-- retention job. Separate from `events`, which the server writes itself from accounts' events.
CREATE TABLE client_events (
  id            bigserial PRIMARY KEY,
  -- 'event': appEventLogClient (anonymous, by beacon); 'action': actionLog (logged in).
  kind          text NOT NULL CHECK (kind IN ('event', 'action')),
  name          text NOT NULL,
  -- The client's clock, in seconds as sent; NULL for an action (it has none).
  event_time    timestamptz,
  -- As the client claims it (0 for a guest); not proven, the log is anonymous.
  event_user_id bigint NOT NULL DEFAULT 0,
  -- The session's player (actionLog only): proven by the login token.
  player_id     bigint,
  channel       text,
  app_id        text,
  version       text,
  page          text,
  params        jsonb NOT NULL DEFAULT '{}',
  ip            text,
  device_id     text,
  received_at   timestamptz NOT NULL
);
-- The retention job deletes by age, oldest first.
CREATE INDEX client_events_received_idx ON client_events (received_at);
CREATE INDEX client_events_name_idx ON client_events (name, received_at);
