-- Rewards: the per-claim record of every grant, the item bag, the prop settings (§3
-- appPropConfigMap) and the coupons used on deposits.

-- §3 appPropConfigMap, keyed by prop (item) id. num: a coupon's coin value in hundredths, or its
-- percent when param_str.percent is true; the count shown for other items. param_str holds
-- limitAmount (a coupon's minimum deposit, hundredths), betRate (turnover multiplier of what a
-- coupon pays), maxBonus (cap of a percentage coupon, hundredths) and validDays (expiry of a
-- granted lot; absent: never expires).
CREATE TABLE prop_configs (
  prop_id    integer PRIMARY KEY,
  name       text NOT NULL,
  num        bigint NOT NULL CHECK (num >= 0),
  price      bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
  param_str  jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- One row per grant. claim_key names the source and is unique: a replay finds the row and
-- grants nothing again (mail:17, task:3:2026-11-25, vip-level:4, coupon:D123 ...).
CREATE TABLE reward_claims (
  id              bigserial PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES players (id),
  claim_key       text NOT NULL CONSTRAINT reward_claims_key_unique UNIQUE,
  source          text NOT NULL,
  source_ref      text NOT NULL,
  title           text NOT NULL,
  items           jsonb NOT NULL,
  coin            bigint NOT NULL DEFAULT 0,
  points          bigint NOT NULL DEFAULT 0,
  turnover_added  bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL,
  forfeited_at    timestamptz,
  forfeit_reason  text
);
CREATE INDEX reward_claims_player ON reward_claims (player_id, id DESC);

-- The item bag: one lot per item of a grant, so lots of one item expire separately.
CREATE TABLE bag_items (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  item_id     integer NOT NULL,
  count       integer NOT NULL CHECK (count >= 0),
  expires_at  timestamptz,
  claim_id    bigint NOT NULL REFERENCES reward_claims (id),
  created_at  timestamptz NOT NULL
);
CREATE INDEX bag_items_held ON bag_items (player_id, item_id) WHERE count > 0;

-- At most one coupon per deposit order, and each use takes one coupon from its lot.
CREATE TABLE coupon_uses (
  order_id        text PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES players (id),
  bag_item_id     bigint NOT NULL REFERENCES bag_items (id),
  deposit_amount  bigint NOT NULL,
  bonus           bigint NOT NULL,
  claim_id        bigint NOT NULL REFERENCES reward_claims (id),
  used_at         timestamptz NOT NULL
);
