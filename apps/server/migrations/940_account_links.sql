-- One account per player (§6): accounts seen on one device are linked when the second registers,
-- so operators can review them and the referral activities leave such invitees out.
CREATE TABLE account_links (
  player_id        bigint NOT NULL REFERENCES players (id),
  linked_player_id bigint NOT NULL REFERENCES players (id),
  -- What the two accounts share: 'device' (a session's device fingerprint).
  reason           text NOT NULL CONSTRAINT account_links_reason_known CHECK (reason IN ('device')),
  device_id        text,
  detected_at      timestamptz NOT NULL,
  PRIMARY KEY (player_id, linked_player_id, reason),
  CONSTRAINT account_links_not_self CHECK (player_id <> linked_player_id)
);
CREATE INDEX account_links_linked_idx ON account_links (linked_player_id);

-- Who else used a device: the registration's check and the referral rules read it.
CREATE INDEX sessions_device_idx ON sessions (device_id, player_id) WHERE device_id IS NOT NULL;
