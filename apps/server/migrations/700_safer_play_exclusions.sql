-- Safer play (docs/decisions/065): time-outs and self-exclusions, the
-- restricted-persons list and its matches, the registration declaration, and ID numbers used on
-- more than one account.

-- A time-out or self-exclusion. It blocks play and deposits while starts_at <= now < ends_at.
-- lifted_at: an operator lifted it, or the player ended a self-exclusion (ends_at is then moved to
-- that time, so "running" is only ever a question of ends_at). irrevocable_until: the player may
-- not end it before then (PAGCOR: the first 6 months of a self-exclusion). end_requested_at: the
-- player asked to end a self-exclusion; it ends 24 hours later.
CREATE TABLE player_exclusions (
  id                 bigserial PRIMARY KEY,
  player_id          bigint NOT NULL REFERENCES players (id),
  kind               text NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
  duration           text NOT NULL,
  starts_at          timestamptz NOT NULL,
  ends_at            timestamptz NOT NULL CHECK (ends_at >= starts_at),
  irrevocable_until  timestamptz,
  end_requested_at   timestamptz,
  -- 'player' or 'operator:<name>'.
  set_by             text NOT NULL,
  reason             text NOT NULL DEFAULT '',
  lifted_at          timestamptz,
  lifted_by          text,
  -- What was forfeited when it started: {"bagLots": n, "mailAttachments": n}.
  forfeited          jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX player_exclusions_player ON player_exclusions (player_id, ends_at DESC);

-- The restricted-persons list (NDRP-style), replaced whole by each import. Names are compared
-- normalised (upper case, single spaces); id_number without spaces or dashes.
CREATE TABLE restricted_persons (
  id          bigserial PRIMARY KEY,
  full_name   text NOT NULL,
  birth_date  text NOT NULL CHECK (birth_date ~ '^\d{4}-\d{2}-\d{2}$'),
  id_number   text,
  imported_at timestamptz NOT NULL
);
CREATE INDEX restricted_persons_name ON restricted_persons (full_name, birth_date);
CREATE INDEX restricted_persons_id_number ON restricted_persons (id_number) WHERE id_number IS NOT NULL;

-- A player found on the list (at KYC submission or at login). Blocks play and deposits until an
-- operator clears it; kept for operators. The person's data is copied, so a later import that
-- drops the row does not erase what was found.
CREATE TABLE restricted_matches (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  matched_on  text NOT NULL CHECK (matched_on IN ('nameAndBirthDate', 'idNumber')),
  found_at    text NOT NULL CHECK (found_at IN ('kyc', 'login')),
  person      jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  cleared_at  timestamptz,
  cleared_by  text
);
CREATE UNIQUE INDEX restricted_matches_open ON restricted_matches (player_id) WHERE cleared_at IS NULL;

-- The §6 declaration (not in a barred group) made at registration, with its time.
CREATE TABLE player_declarations (
  player_id    bigint PRIMARY KEY REFERENCES players (id),
  declared_at  timestamptz NOT NULL,
  via          text NOT NULL
);

-- One account per person: a KYC submission whose ID number another account submitted before.
CREATE TABLE kyc_duplicate_ids (
  id              bigserial PRIMARY KEY,
  id_number       text NOT NULL,
  player_id       bigint NOT NULL REFERENCES players (id),
  other_player_id bigint NOT NULL REFERENCES players (id),
  submission_id   bigint NOT NULL,
  created_at      timestamptz NOT NULL,
  CONSTRAINT kyc_duplicate_ids_once UNIQUE (player_id, other_player_id, id_number)
);
