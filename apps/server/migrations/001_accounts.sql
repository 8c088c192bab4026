-- Players, their sessions, one-time codes, the sandbox SMS outbox, events, presence and
-- operator-editable site settings. Times are written by the server's clock; money columns
-- (added by the wallet) are bigint hundredths.

CREATE TABLE players (
  id                  bigserial PRIMARY KEY,
  uuid                uuid NOT NULL CONSTRAINT players_uuid_key UNIQUE,
  -- Username (account type 2) or phone number (types 1 and 3); unique without regard to case.
  account             text NOT NULL,
  account_type        smallint NOT NULL CHECK (account_type IN (1, 2, 3)),
  mobile              text CONSTRAINT players_mobile_key UNIQUE,
  country_code        text NOT NULL,
  nickname            text NOT NULL,
  avatar              smallint NOT NULL DEFAULT 0,
  invite_code         text NOT NULL CONSTRAINT players_invite_code_key UNIQUE,
  -- Superior (inviter).
  pid                 bigint REFERENCES players (id),
  aid                 text NOT NULL DEFAULT '',
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'banned')),
  password_hash       text NOT NULL,
  failed_logins       integer NOT NULL DEFAULT 0,
  locked_until        timestamptz,
  created_at          timestamptz NOT NULL,
  last_seen_at        timestamptz,
  reg_channel         text,
  reg_app_id          text,
  reg_client_referrer text,
  reg_platform        smallint
);
CREATE UNIQUE INDEX players_account_key ON players (lower(account));
CREATE INDEX players_pid_idx ON players (pid) WHERE pid IS NOT NULL;
-- Player ids are shown to players; start them at a six-digit number.
ALTER SEQUENCE players_id_seq RESTART WITH 100001;

CREATE TABLE sessions (
  id              bigserial PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES players (id),
  -- SHA-256 of the token; the token itself is never stored.
  token_hash      text NOT NULL CONSTRAINT sessions_token_hash_key UNIQUE,
  created_at      timestamptz NOT NULL,
  last_seen_at    timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  ip              text,
  device_id       text,
  user_agent      text,
  channel         text,
  app_id          text,
  client_referrer text,
  platform        smallint
);
CREATE INDEX sessions_player_open_idx ON sessions (player_id) WHERE revoked_at IS NULL;

CREATE TABLE otps (
  id         bigserial PRIMARY KEY,
  phone      text NOT NULL,
  -- 0 register, 1 reset password, 2 bind phone.
  purpose    smallint NOT NULL CHECK (purpose IN (0, 1, 2)),
  code_hash  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  attempts   integer NOT NULL DEFAULT 0
);
CREATE INDEX otps_phone_purpose_idx ON otps (phone, purpose, created_at DESC);

-- Messages the sandbox SMS provider "sent".
CREATE TABLE sms_messages (
  id           bigserial PRIMARY KEY,
  phone        text NOT NULL,
  country_code text NOT NULL,
  body         text NOT NULL,
  provider     text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX sms_messages_phone_idx ON sms_messages (phone, created_at DESC);

CREATE TABLE events (
  id              bigserial PRIMARY KEY,
  player_id       bigint REFERENCES players (id),
  kind            text NOT NULL,
  payload         jsonb NOT NULL DEFAULT '{}',
  channel         text,
  app_id          text,
  client_referrer text,
  platform        smallint,
  ip              text,
  device_id       text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX events_player_idx ON events (player_id, created_at);
CREATE INDEX events_kind_idx ON events (kind, created_at);

CREATE TABLE presence (
  player_id    bigint PRIMARY KEY REFERENCES players (id),
  last_seen_at timestamptz NOT NULL,
  game_id      bigint
);

CREATE TABLE site_settings (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
