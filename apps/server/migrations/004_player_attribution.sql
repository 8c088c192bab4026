-- Where a player came from (§3 ad parameters, docs/decisions/071): the attribution string the
-- player app sent with the registration, its parameters and the source derived from them, so
-- an operator can count players per source (npm run ops -- players sources).
CREATE TABLE player_attribution (
  player_id   bigint PRIMARY KEY REFERENCES players (id),
  attribution text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}',
  source      text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX player_attribution_created_idx ON player_attribution (created_at, source);
