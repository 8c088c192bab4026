-- The operator console's accounts (docs/decisions/062): operators are not players. Each has a
-- role, an argon2id password, a TOTP secret kept encrypted (AES-256-GCM, key derived from the
-- server's password key), ten one-time recovery codes kept as keyed hashes, short sessions and a
-- lockout. An operator created from the console enrols through a one-time link; one created by
-- `npm run ops -- operators create` is enrolled at once.

CREATE TABLE operators (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username        text NOT NULL CONSTRAINT operators_username_key UNIQUE,
  role            text NOT NULL CHECK (role IN ('support', 'finance', 'marketing', 'admin')),
  active          boolean NOT NULL DEFAULT true,
  -- Null until enrolled (and again after an access reset).
  password_hash   text,
  totp_secret_enc text,
  -- The last TOTP time step accepted: a code of that step or an earlier one is refused.
  totp_last_step  bigint NOT NULL DEFAULT 0,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until    timestamptz,
  last_login_at   timestamptz,
  created_at      timestamptz NOT NULL,
  created_by      text NOT NULL,
  CHECK ((password_hash IS NULL) = (totp_secret_enc IS NULL))
);

CREATE TABLE operator_recovery_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  -- HMAC-SHA-256 of the code under a key derived from the password key.
  code_hash   text NOT NULL CONSTRAINT operator_recovery_codes_hash_key UNIQUE,
  used_at     timestamptz
);
CREATE INDEX operator_recovery_codes_operator ON operator_recovery_codes (operator_id) WHERE used_at IS NULL;

-- One-time enrolment links (token hashed): set a password, receive a TOTP secret and codes.
CREATE TABLE operator_enrollments (
  token_hash  text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX operator_enrollments_operator ON operator_enrollments (operator_id);

-- The password step's challenge, completed by a TOTP or recovery code (token hashed).
CREATE TABLE operator_login_challenges (
  token_hash  text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX operator_login_challenges_created ON operator_login_challenges (created_at);

CREATE TABLE operator_sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators (id),
  token_hash   text NOT NULL CONSTRAINT operator_sessions_token_key UNIQUE,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text,
  user_agent   text
);
CREATE INDEX operator_sessions_open ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

-- Operators' notes on players (never shown to the player).
CREATE TABLE operator_player_notes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id  bigint NOT NULL REFERENCES players (id),
  operator   text NOT NULL,
  text       text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX operator_player_notes_player ON operator_player_notes (player_id, id);
