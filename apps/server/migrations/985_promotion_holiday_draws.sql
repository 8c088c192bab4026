-- Christmas (37) and New Year (38) (modules/promotions/types/christmas, new-year;
-- docs/decisions/087-christmas-and-new-year.md).

-- One provably fair draw of a holiday activity: a Christmas day's gift box, a New Year box or
-- lottery ticket. It keeps the prize it picked and everything that verifies the pick once the
-- player's house seed pair is revealed (seed_id, nonce, the commitment and client seed as they
-- were, the weights in prize order and the index picked). Written in the transaction that
-- spends the box or ticket (or opens the day's box); the keys make a Christmas day one box and
-- a nonce one draw, whatever the concurrency.
CREATE TABLE promotion_holiday_draws (
  id                bigserial PRIMARY KEY,
  instance_id       integer NOT NULL REFERENCES promotion_instances (id),
  player_id         bigint NOT NULL REFERENCES players (id),
  kind              text NOT NULL CHECK (kind IN ('christmas-box', 'new-year-box', 'new-year-lottery')),
  -- What the draw is for: the Christmas box's Philippine date; a New Year draw's seed:nonce.
  ref               text NOT NULL,
  -- The season's key (the year its last day falls in).
  season            text NOT NULL,
  award             jsonb NOT NULL CHECK (jsonb_typeof(award) = 'array'),
  seed_id           bigint NOT NULL,
  nonce             integer NOT NULL CHECK (nonce >= 0),
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  weights           jsonb NOT NULL CHECK (jsonb_typeof(weights) = 'array'),
  picked_index      integer NOT NULL CHECK (picked_index >= 0),
  drawn_at          timestamptz NOT NULL,
  UNIQUE (instance_id, player_id, kind, ref),
  UNIQUE (seed_id, nonce)
);
-- A player's draws in an instance, newest first (the pages).
CREATE INDEX promotion_holiday_draws_player ON promotion_holiday_draws (player_id, instance_id, drawn_at DESC);
