-- Weekend lottery (activity type 33; modules/promotions/types/weekend-lottery,
-- docs/decisions/086-follow-weekend-lottery-festival.md).

-- One drawn ticket: the prize it won and everything that verifies the pick once the player's
-- house seed pair is revealed (seed_id, nonce, the commitment and client seed as they were, the
-- weights in prize order and the index picked). Written in the claim's transaction; the key
-- makes each ticket of a week one draw whatever the concurrency.
CREATE TABLE promotion_weekend_draws (
  instance_id       integer NOT NULL REFERENCES promotion_instances (id),
  player_id         bigint NOT NULL REFERENCES players (id),
  week              text NOT NULL CHECK (week ~ '^\d{4}-\d{2}-\d{2}$'),
  ticket            integer NOT NULL CHECK (ticket > 0),
  prize_id          integer NOT NULL,
  award             jsonb NOT NULL CHECK (jsonb_typeof(award) = 'array'),
  seed_id           bigint NOT NULL,
  nonce             integer NOT NULL CHECK (nonce >= 0),
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  weights           jsonb NOT NULL CHECK (jsonb_typeof(weights) = 'array'),
  picked_index      integer NOT NULL CHECK (picked_index >= 0),
  drawn_at          timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id, week, ticket)
);
-- A player's history, newest first.
CREATE INDEX promotion_weekend_draws_player ON promotion_weekend_draws (player_id, drawn_at DESC);
