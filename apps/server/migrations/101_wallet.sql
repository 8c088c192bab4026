-- Per-player wallet state beside the ledger: wagering (cumulative bet and turnover owed) and
-- the safebox password.

CREATE TABLE wallet_wagering (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  -- Cumulative amount bet, in hundredths (the user info `bet`).
  bet_total bigint NOT NULL DEFAULT 0,
  -- Turnover still to be bet before a withdrawal is allowed.
  turnover_owed bigint NOT NULL DEFAULT 0,
  -- Turnover required by the rewards of the current wagering cycle (reset once owed reaches 0).
  turnover_required bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallet_wagering_not_negative CHECK (bet_total >= 0 AND turnover_owed >= 0 AND turnover_required >= turnover_owed)
);

CREATE TABLE wallet_safebox_passwords (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  -- argon2id PHC string.
  password_hash text NOT NULL,
  -- Consecutive wrong passwords; reset by a right one.
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
