-- Game housekeeping (decision 046): the periodic prune of ended game sessions finds them by
-- when they ended. Recovery of abandoned house rounds uses house_rounds_unsettled_idx.
CREATE INDEX game_sessions_expires_idx ON game_sessions (expires_at);
CREATE INDEX game_sessions_closed_idx ON game_sessions (closed_at) WHERE closed_at IS NOT NULL;
