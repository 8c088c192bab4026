-- Game sessions and the seamless-wallet gateway (modules/play, docs/providers.md).
--
-- startGame opens a game session whose token travels in the launch URL; game providers then
-- move coins only through the gateway, one provider_transactions row per transaction id they
-- send, written in the same database transaction as the ledger transfer it caused.

CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Hex SHA-256 of the token in the launch URL: the token itself is never stored.
  token_hash text NOT NULL CONSTRAINT game_sessions_token_hash_key UNIQUE,
  player_id bigint NOT NULL REFERENCES players (id),
  -- The catalog game (no foreign key: deleting a game must not stop its bets from settling).
  game_id integer NOT NULL,
  -- The provider's own code of the game (games.code at launch): what the provider sends back.
  game_code text NOT NULL,
  provider_code text NOT NULL,
  opened_at timestamptz NOT NULL,
  -- Slides forward on bets (see sessions.ts); new bets are refused after it.
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- Set by exitGame; new bets are refused after it, wins and rollbacks still settle.
  closed_at timestamptz
);
-- exitGame closes a player's open sessions.
CREATE INDEX game_sessions_open_player_idx ON game_sessions (player_id) WHERE closed_at IS NULL;

-- One row per transaction id a provider sent and was answered OK; refusals leave no row, so a
-- refused transaction id is evaluated afresh when it comes again.
CREATE TABLE provider_transactions (
  -- Our id of the transaction: walletTransactionId in the answers.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_code text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  game_code text NOT NULL,
  round_id text NOT NULL,
  -- Bet: the stake; win: the payout (0 settles a lost round); rollback: what was refunded.
  amount bigint NOT NULL,
  -- The bet the row belongs to: a bet's own id, the bet a win settles or a rollback cancels.
  bet_transaction_id text NOT NULL,
  -- bet: applied, settled (a win named it) or rolled_back; win: applied; rollback: applied
  -- (refunded), rollback_of_unknown_bet (nothing to refund: the bet is refused if it comes
  -- later) or already_rolled_back (a second rollback of the same bet: nothing moved).
  status text NOT NULL,
  -- The ledger transfer's idempotency key; NULL when nothing moved.
  transfer_key text,
  -- The player's balance in the first answer, which replays repeat.
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT provider_transactions_transaction_key UNIQUE (provider_code, transaction_id),
  CONSTRAINT provider_transactions_amount_not_negative CHECK (amount >= 0),
  CONSTRAINT provider_transactions_kind_status CHECK (
    (kind = 'bet' AND status IN ('applied', 'settled', 'rolled_back'))
    OR (kind = 'win' AND status = 'applied')
    OR (kind = 'rollback' AND status IN ('applied', 'rollback_of_unknown_bet', 'already_rolled_back'))
  )
);
-- A bet id is claimed once: by the bet itself, or by a rollback that arrived before it. A late
-- bet and its early rollback racing each other meet here, so one of them always sees the other.
CREATE UNIQUE INDEX provider_transactions_bet_claim
  ON provider_transactions (provider_code, bet_transaction_id)
  WHERE kind = 'bet' OR status = 'rollback_of_unknown_bet';

-- Rounds per provider and player (a live table's round id is shared by everyone at the table).
CREATE TABLE game_rounds (
  provider_code text NOT NULL,
  round_id text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  game_code text NOT NULL,
  -- Closed by a win (or a bet) with roundClosed: no more bets or wins.
  status text NOT NULL DEFAULT 'open',
  -- Bets less rolled-back bets, and wins, in hundredths.
  total_bet bigint NOT NULL DEFAULT 0,
  total_win bigint NOT NULL DEFAULT 0,
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  PRIMARY KEY (provider_code, round_id, player_id),
  CONSTRAINT game_rounds_status CHECK (status IN ('open', 'closed')),
  CONSTRAINT game_rounds_totals_not_negative CHECK (total_bet >= 0 AND total_win >= 0)
);
