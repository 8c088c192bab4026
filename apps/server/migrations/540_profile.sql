-- The profile: a player's other details (appUserOther), short links for sharing, and the LINE
-- identities players log in with (docs/decisions/059 and 060).

-- §3 hasUserOther: a row here once the player saved their details. birthday is a calendar day
-- as text (YYYY-MM-DD), so no time zone ever moves it.
CREATE TABLE player_details (
  player_id   bigint PRIMARY KEY REFERENCES players (id),
  real_name   text NOT NULL,
  email       text NOT NULL,
  birthday    text NOT NULL CHECK (birthday ~ '^\d{4}-\d{2}-\d{2}$'),
  gender      text NOT NULL CHECK (gender IN ('male', 'female', 'other')),
  updated_at  timestamptz NOT NULL
);

-- /s/{code} redirects to target, a path of the player app with a player's invite parameters.
-- One code per target: the same link asked for twice is the same code.
CREATE TABLE short_links (
  code        text PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  target      text NOT NULL CONSTRAINT short_links_target_key UNIQUE,
  created_at  timestamptz NOT NULL
);
CREATE INDEX short_links_player_idx ON short_links (player_id);

-- A LINE identity (the ID token's issuer and subject) belongs to one player, and a player has at
-- most one. display_name is the LINE profile name at the last login (§3 lineAccount).
CREATE TABLE line_identities (
  issuer         text NOT NULL,
  subject        text NOT NULL,
  player_id      bigint NOT NULL CONSTRAINT line_identities_player_key UNIQUE REFERENCES players (id),
  display_name   text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL,
  last_login_at  timestamptz NOT NULL,
  CONSTRAINT line_identities_pkey PRIMARY KEY (issuer, subject)
);

-- The signed states lineLogin has accepted (SHA-256 of the state), so each is accepted once.
-- Rows older than a state's lifetime are pruned as new ones are written.
CREATE TABLE line_login_states (
  state_hash  text PRIMARY KEY,
  used_at     timestamptz NOT NULL
);
CREATE INDEX line_login_states_used_idx ON line_login_states (used_at);

-- The sandbox LINE provider (sandbox-identity): the authorization codes its authorize page
-- issued, each exchanged at its token endpoint at most once.
CREATE TABLE sandbox_line_codes (
  code          text PRIMARY KEY,
  client_id     text NOT NULL,
  redirect_uri  text NOT NULL,
  subject       text NOT NULL,
  display_name  text NOT NULL,
  email         text NOT NULL,
  nonce         text,
  created_at    timestamptz NOT NULL,
  used_at       timestamptz
);
