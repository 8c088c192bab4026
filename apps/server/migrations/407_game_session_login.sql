-- A game session belongs to the login that opened it (decision 054): once that login ends
-- (logout, a password change ending other sessions, a reset by OTP, its expiry) or the player
-- is no longer active (banned), its launch URL takes no new bets. Sessions opened before this
-- migration, and settlement-only sessions, have no login and take no bets.
ALTER TABLE game_sessions ADD COLUMN login_session_id bigint;

-- What the play module may know of a login: when it stops authorising play. The accounts
-- module owns sessions and players; this view is the one thing it shows of them.
CREATE VIEW login_session_ends AS
  SELECT s.id, s.player_id,
         CASE WHEN p.status = 'active' THEN least(coalesce(s.revoked_at, s.expires_at), s.expires_at)
              ELSE 'epoch'::timestamptz END AS ends_at
    FROM sessions s JOIN players p ON p.id = s.player_id;
