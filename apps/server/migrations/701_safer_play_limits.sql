-- Safer-play limits (docs/decisions/065): deposit, loss and wager limits per Philippine day,
-- week and month, the session-time limit, the reality-check interval, and a history row for
-- every change.

-- One row per player and limit. kind deposit, loss, wager: hundredths per period (day, week,
-- month); kind session: minutes per login (period 'login').
-- amount: the limit in force, NULL when none. A raise or a removal waits: pending_requested_at
-- is set, pending_amount is the new value (NULL: removal), and from pending_effective_at (24 hours
-- later) the player may confirm it. A row with neither is deleted.
CREATE TABLE player_limits (
  player_id             bigint NOT NULL REFERENCES players (id),
  kind                  text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period                text NOT NULL CHECK (period IN ('day', 'week', 'month', 'login')),
  amount                bigint CHECK (amount > 0),
  pending_amount        bigint CHECK (pending_amount > 0),
  pending_requested_at  timestamptz,
  pending_effective_at  timestamptz,
  updated_at            timestamptz NOT NULL,
  -- The gateway's bet check finds a player's limits by this key's prefix (migration 702).
  PRIMARY KEY (player_id, kind, period),
  CONSTRAINT player_limits_session_per_login CHECK ((kind = 'session') = (period = 'login')),
  CONSTRAINT player_limits_pending_times CHECK ((pending_requested_at IS NULL) = (pending_effective_at IS NULL)),
  CONSTRAINT player_limits_pending_value CHECK (pending_requested_at IS NOT NULL OR pending_amount IS NULL),
  CONSTRAINT player_limits_something CHECK (amount IS NOT NULL OR pending_requested_at IS NOT NULL)
);

-- The reality check's interval in minutes (0: off, the default when there is no row).
CREATE TABLE player_reality_checks (
  player_id         bigint PRIMARY KEY REFERENCES players (id),
  interval_minutes  integer NOT NULL CHECK (interval_minutes IN (0, 15, 30, 45, 60, 90, 120)),
  updated_at        timestamptz NOT NULL
);

-- Every change of a limit or of the reality check, as it was before and after, and who made it
-- ('player' or 'operator:<name>'). Rows are only ever added.
-- change: applied (in force at once), requested (a raise or removal now waits), confirmed (the
-- player applied a waiting one), cancelled (a value not higher than the one in force dropped a
-- waiting one), lowered (an operator), realityCheck.
-- before/after: {"amount": n|null, "pending": {"amount": n|null, "effectiveAt": iso}|null}, or
-- {"minutes": n} for the reality check.
CREATE TABLE player_limit_changes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  kind        text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session', 'realityCheck')),
  period      text CHECK (period IN ('day', 'week', 'month', 'login')),
  change      text NOT NULL CHECK (change IN ('applied', 'requested', 'confirmed', 'cancelled', 'lowered', 'realityCheck')),
  changed_by  text NOT NULL CHECK (changed_by = 'player' OR changed_by LIKE 'operator:_%'),
  before      jsonb NOT NULL,
  after       jsonb NOT NULL,
  at          timestamptz NOT NULL
);
CREATE INDEX player_limit_changes_player ON player_limit_changes (player_id, id DESC);

-- Where a Philippine (UTC+8, no daylight saving) day, week (from Monday 00:00) or calendar month
-- containing p_at began. A fixed offset, not a zone name: the same answer on PGlite and on any
-- PostgreSQL whatever its TimeZone (platform/philippine-day.ts does the same in TypeScript).
CREATE FUNCTION safer_play_period_start(p_period text, p_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT (date_trunc(p_period, (p_at AT TIME ZONE 'UTC') + interval '8 hours') - interval '8 hours') AT TIME ZONE 'UTC';
$$;

-- What the play module may know of a login (migration 407), now with when it began: the
-- session-time limit and the reality check count from it.
CREATE OR REPLACE VIEW login_session_ends AS
  SELECT s.id, s.player_id,
         CASE WHEN p.status = 'active' THEN least(coalesce(s.revoked_at, s.expires_at), s.expires_at)
              ELSE 'epoch'::timestamptz END AS ends_at,
         s.created_at AS started_at
    FROM sessions s JOIN players p ON p.id = s.player_id;

-- The reality check sums the game sessions one login opened.
CREATE INDEX game_sessions_login ON game_sessions (login_session_id) WHERE login_session_id IS NOT NULL;
