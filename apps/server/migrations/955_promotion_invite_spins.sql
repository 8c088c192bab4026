-- Invite spin (activity type 20; modules/promotions/types/invite-spin,
-- docs/decisions/083-invite-spin-wheel.md).

-- A player's wheel in one instance: the spins used and the current round. The row is created on
-- the first look and locked by every spin (SELECT ... FOR UPDATE), so concurrent spins of one
-- player pass one at a time and never use more spins than were earned. A round starts at its
-- first spin and ends at round_ends_at or when exchanged (the engine's claim `round:<n>`).
CREATE TABLE promotion_invite_spin_wheels (
  instance_id    integer NOT NULL REFERENCES promotion_instances (id),
  player_id      bigint NOT NULL REFERENCES players (id),
  spins_used     integer NOT NULL DEFAULT 0 CHECK (spins_used >= 0),
  round_no       integer NOT NULL DEFAULT 0 CHECK (round_no >= 0),
  round_ends_at  timestamptz,
  -- Winnings of the round in hundredths, capped at the target.
  accumulated    bigint NOT NULL DEFAULT 0 CHECK (accumulated >= 0),
  -- When the round's winnings reached the target (null: not yet).
  reached_at     timestamptz,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id),
  CONSTRAINT promotion_invite_spin_wheels_round CHECK ((round_no = 0) = (round_ends_at IS NULL))
);

-- Every spin, a provably fair draw on the player's house seed pair: the pair (seed_id, its hash
-- and client seed as committed), the nonce taken, the weights as they were and the segment
-- picked, so anyone can recompute it once the pair is revealed. spin_no counts the player's
-- spins in the instance: unique, a second guard against spending a spin twice.
CREATE TABLE promotion_invite_spins (
  id                bigserial PRIMARY KEY,
  instance_id       integer NOT NULL REFERENCES promotion_instances (id),
  player_id         bigint NOT NULL REFERENCES players (id),
  spin_no           integer NOT NULL CHECK (spin_no >= 1),
  round_no          integer NOT NULL CHECK (round_no >= 1),
  seed_id           bigint NOT NULL,
  nonce             bigint NOT NULL CHECK (nonce >= 0),
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  weights           jsonb NOT NULL,
  amounts           jsonb NOT NULL,
  segment_index     integer NOT NULL CHECK (segment_index >= 0),
  amount            bigint NOT NULL CHECK (amount >= 0),
  credited          bigint NOT NULL CHECK (credited >= 0 AND credited <= amount),
  created_at        timestamptz NOT NULL,
  UNIQUE (instance_id, player_id, spin_no)
);
-- The player's history, newest first.
CREATE INDEX promotion_invite_spins_player ON promotion_invite_spins (player_id, instance_id, id DESC);
