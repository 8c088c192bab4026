-- The house provider: provably-fair seed pairs, rounds and the answers to players' requests.
-- The house never moves coins itself; the transaction ids below are the ones it sent to the
-- seamless-wallet gateway. Money columns are bigint hundredths.

CREATE TABLE house_seeds (
  id                bigserial PRIMARY KEY,
  player_id         bigint NOT NULL REFERENCES players (id),
  -- Secret until the pair is revealed by a rotation.
  server_seed       text NOT NULL,
  -- Hex SHA-256 of server_seed: the commitment shown before play.
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  -- The nonce the next round takes; after the reveal, the number of rounds played.
  next_nonce        integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  status            text NOT NULL CHECK (status IN ('active', 'revealed')),
  created_at        timestamptz NOT NULL,
  revealed_at       timestamptz,
  CONSTRAINT house_seeds_revealed_at CHECK ((status = 'revealed') = (revealed_at IS NOT NULL))
);
-- One active pair per player.
CREATE UNIQUE INDEX house_seeds_active_key ON house_seeds (player_id) WHERE status = 'active';
CREATE INDEX house_seeds_revealed_idx ON house_seeds (player_id, revealed_at DESC) WHERE status = 'revealed';

-- Status of a round:
--   pending  the bet was sent to the gateway and not yet confirmed; no nonce, no outcome
--   open     bet accepted, waiting for the player's next step (video poker, mines)
--   settling the outcome is final; the win has not been confirmed by the gateway yet
--   closed   settled by a win (possibly 0)
--   void     the bet was refused or rolled back: no money moved, nothing was played
-- Players see open as open and settling/closed as closed; pending and void are never shown.
CREATE TABLE house_rounds (
  -- Random, not guessable: the client names rounds by it.
  id                       text PRIMARY KEY,
  player_id                bigint NOT NULL REFERENCES players (id),
  game_id                  integer NOT NULL,
  game_code                text NOT NULL,
  seed_id                  bigint REFERENCES house_seeds (id),
  nonce                    integer,
  bet                      bigint NOT NULL CHECK (bet > 0),
  payout                   bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status                   text NOT NULL CHECK (status IN ('pending', 'open', 'settling', 'closed', 'void')),
  -- The player's choice at the start (HouseChoice) and the steps after it (HouseAction[]).
  choice                   jsonb NOT NULL,
  actions                  jsonb NOT NULL DEFAULT '[]',
  -- What the round needs to continue and must not show while open (draw pile, mine positions).
  state                    jsonb,
  -- What the player sees: the public part while open, everything once over.
  outcome                  jsonb,
  bet_transaction_id       text NOT NULL,
  win_transaction_id       text,
  rollback_transaction_id  text,
  -- A request is working on the round until then; after it, recovery may settle or roll back.
  lease_until              timestamptz NOT NULL,
  created_at               timestamptz NOT NULL,
  settled_at               timestamptz,
  CONSTRAINT house_rounds_drawn CHECK (status IN ('pending', 'void') OR (seed_id IS NOT NULL AND nonce IS NOT NULL AND outcome IS NOT NULL))
);
CREATE INDEX house_rounds_player_game_idx ON house_rounds (player_id, game_code, created_at DESC);
-- Each nonce of a seed pair is played once.
CREATE UNIQUE INDEX house_rounds_seed_nonce_key ON house_rounds (seed_id, nonce) WHERE nonce IS NOT NULL;
-- At most one round per player and game waits for the player (only multi-step rounds are open).
CREATE UNIQUE INDEX house_rounds_open_key ON house_rounds (player_id, game_code) WHERE status = 'open';
-- Rounds recovery looks for.
CREATE INDEX house_rounds_unsettled_idx ON house_rounds (player_id, lease_until) WHERE status IN ('pending', 'settling');

-- The first answer to each (player, requestId), so a retry gets it again and moves nothing.
CREATE TABLE house_requests (
  player_id    bigint NOT NULL REFERENCES players (id),
  request_id   text NOT NULL,
  -- SHA-256 of the request (call, game, bet, choice or round, action): a reused id must match it.
  fingerprint  text NOT NULL,
  round_id     text NOT NULL REFERENCES house_rounds (id),
  -- { round, balance }; null while the request is being processed.
  answer       jsonb,
  created_at   timestamptz NOT NULL,
  answered_at  timestamptz,
  PRIMARY KEY (player_id, request_id)
);
CREATE INDEX house_requests_round_idx ON house_requests (round_id);
