-- A player's abandoned rounds of one game, which every housePlay looks for before it plays
-- (round-flow.ts, listAbandonedRounds), from the unsettled rounds alone.
--
-- The query asks for (player, game) ordered by created_at. The old partial index led with
-- (player, lease_until), so the planner took house_rounds_player_game_idx instead, which gives
-- that order, and filtered every round the player ever played of the game: the cost grew with
-- the player's history. This one gives the order from the unsettled rows only; the sweep
-- (claimAbandonedRounds, every player) reads the same few rows as before.
DROP INDEX house_rounds_unsettled_idx;
CREATE INDEX house_rounds_unsettled_idx ON house_rounds (player_id, game_code, created_at) WHERE status IN ('pending', 'settling');
