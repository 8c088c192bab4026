-- A player's latest game rounds, for the operator console's player screen (newest first).
CREATE INDEX game_rounds_player_opened ON game_rounds (player_id, opened_at DESC);
