-- Mail (decision 058): system mail sent on events and operator mail, with read state and
-- attachments (§3 reward items) claimed once through the rewards module (claim key mail:<id>).

-- One operator send (to one player, a list, or everyone), for the audit log and `ops mail list`.
CREATE TABLE mail_sends (
  id           bigserial PRIMARY KEY,
  operator     text NOT NULL,
  -- 'all': every active player at the time of sending (later players do not get it); 'players': a list.
  audience     text NOT NULL CHECK (audience IN ('all', 'players')),
  title        text NOT NULL,
  body         text NOT NULL,
  attachments  jsonb NOT NULL DEFAULT '[]'::jsonb,
  expires_at   timestamptz,
  recipients   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL
);

-- One row per player and mail. source_key names what a system mail is about (welcome:<player>,
-- deposit:<order>, kyc:<submission> ...) and is unique, so a replayed event sends one mail.
-- An operator mail names its send and its operator instead.
CREATE TABLE mails (
  id           bigserial PRIMARY KEY,
  player_id    bigint NOT NULL REFERENCES players (id),
  kind         text NOT NULL CHECK (kind IN ('system', 'operator')),
  title        text NOT NULL,
  body         text NOT NULL,
  -- §3 reward items [{id, count, betRate?}]; [] when the mail carries nothing.
  attachments  jsonb NOT NULL DEFAULT '[]'::jsonb,
  source_key   text CONSTRAINT mails_source_key_unique UNIQUE,
  send_id      bigint REFERENCES mail_sends (id),
  sender       text,
  created_at   timestamptz NOT NULL,
  read_at      timestamptz,
  received_at  timestamptz,
  deleted_at   timestamptz,
  -- Attachments can no longer be claimed from this time on; NULL: never.
  expires_at   timestamptz,
  CHECK (kind <> 'system' OR source_key IS NOT NULL),
  CHECK (kind <> 'operator' OR (send_id IS NOT NULL AND sender IS NOT NULL))
);
-- The inbox (newest first) and the red dots read only mail that is not deleted.
CREATE INDEX mails_inbox ON mails (player_id, id DESC) WHERE deleted_at IS NULL;
