-- Promotions (§3 activity data, §9 activity types; modules/promotions,
-- docs/decisions/072-promotions-engine.md): activity instances run by one engine, their budgets,
-- each player's state in an instance, and every claim with the terms it was made under.

-- An instance of an activity type. settings: the type's settings, checked against its schema
-- (packages/contract/src/calls/promotions/<type>.ts) on every write and read. starts_at/ends_at:
-- the schedule (null: no bound), entered in Philippine time. Budgets (null: unlimited):
-- budget_total coins (hundredths) all claims may grant, claim_limit claims in all,
-- per_player_limit claims per player, period_limit claims per Philippine day. seed_key names a
-- seeded instance, written once when missing so an operator's edit survives restarts.
CREATE TABLE promotion_instances (
  id                serial PRIMARY KEY,
  type              smallint NOT NULL CHECK (type BETWEEN 1 AND 999),
  title             text NOT NULL,
  rules             text NOT NULL DEFAULT '',
  settings          jsonb NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
  sort              integer NOT NULL DEFAULT 0,
  starts_at         timestamptz,
  ends_at           timestamptz,
  enabled           boolean NOT NULL DEFAULT true,
  budget_total      bigint CHECK (budget_total > 0),
  claim_limit       bigint CHECK (claim_limit > 0),
  per_player_limit  bigint CHECK (per_player_limit > 0),
  period_limit      bigint CHECK (period_limit > 0),
  seed_key          text UNIQUE,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CONSTRAINT promotion_instances_schedule CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX promotion_instances_type ON promotion_instances (type) WHERE enabled;

-- What an instance has granted. Every claim locks this row first, so budgets hold under
-- concurrent claims (spent never passes budget_total, claims never pass claim_limit).
CREATE TABLE promotion_budgets (
  instance_id  integer PRIMARY KEY REFERENCES promotion_instances (id),
  spent        bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
  claims       bigint NOT NULL DEFAULT 0 CHECK (claims >= 0)
);

-- Claims per instance and Philippine day (period_limit), written under the budget row's lock.
CREATE TABLE promotion_period_claims (
  instance_id  integer NOT NULL REFERENCES promotion_instances (id),
  period       text NOT NULL CHECK (period ~ '^\d{4}-\d{2}-\d{2}$'),
  claims       bigint NOT NULL CHECK (claims >= 0),
  PRIMARY KEY (instance_id, period)
);

-- A player's state in an instance, shaped by its type (first charge: the tier bought with its
-- prizes as they were then, and the prop ids claimed).
CREATE TABLE promotion_entries (
  instance_id  integer NOT NULL REFERENCES promotion_instances (id),
  player_id    bigint NOT NULL REFERENCES players (id),
  state        jsonb NOT NULL CHECK (jsonb_typeof(state) = 'object'),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id)
);

-- One row per claim: unique per (instance, player, ref) where ref names what was claimed (a
-- prize, a period), so a replay or a concurrent duplicate claims nothing. terms: the instance's
-- settings and budgets when the claim was made; reward_claim_id: the grant (rewards module).
CREATE TABLE promotion_claims (
  id               bigserial PRIMARY KEY,
  instance_id      integer NOT NULL REFERENCES promotion_instances (id),
  player_id        bigint NOT NULL REFERENCES players (id),
  ref              text NOT NULL,
  period           text NOT NULL,
  terms            jsonb NOT NULL,
  items            jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array'),
  coin             bigint NOT NULL CHECK (coin >= 0),
  reward_claim_id  bigint NOT NULL,
  created_at       timestamptz NOT NULL,
  UNIQUE (instance_id, player_id, ref)
);
CREATE INDEX promotion_claims_player ON promotion_claims (player_id, created_at DESC);
