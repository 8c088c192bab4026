-- VIP rebate (activity type 8; modules/promotions/types/vip-rebate,
-- docs/decisions/076-vip-rebate-cash-bonus-and-link-activities.md).

-- A player's valid bets of one Philippine day in one VIP rebate instance, from the wallet's
-- transfer feed (consumer promotions.vip-rebate), and, once settled, the rebate they earned.
-- bets: coin stakes placed while the instance ran; refunds: the stakes of those bets rolled
-- back. Until settled_at is set the row only grows; the settlement sets it once
-- (UPDATE ... WHERE settled_at IS NULL), and a bet or rollback reaching a settled day counts on
-- the player's current day instead. The primary key makes a day's rebate one row whichever
-- servers settle it.
CREATE TABLE promotion_vip_rebate_days (
  instance_id   integer NOT NULL REFERENCES promotion_instances (id),
  player_id     bigint NOT NULL REFERENCES players (id),
  day           text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  bets          bigint NOT NULL DEFAULT 0 CHECK (bets >= 0),
  refunds       bigint NOT NULL DEFAULT 0 CHECK (refunds >= 0),
  updated_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  -- Set at settlement: the level and rate the day was paid at, the rebate (0: none) and the
  -- end of its claim window.
  vip_level     integer,
  basis_points  integer,
  amount        bigint CHECK (amount >= 0),
  claim_until   timestamptz,
  PRIMARY KEY (instance_id, player_id, day),
  CONSTRAINT promotion_vip_rebate_days_settled CHECK (
    (settled_at IS NULL) = (amount IS NULL) AND (settled_at IS NULL) = (claim_until IS NULL)
  )
);
-- The settlement's work list: the days not settled yet.
CREATE INDEX promotion_vip_rebate_days_open ON promotion_vip_rebate_days (day) WHERE settled_at IS NULL;
-- A player's page: their recent days.
CREATE INDEX promotion_vip_rebate_days_player ON promotion_vip_rebate_days (player_id, day DESC);

-- Which day and instance a game round's bets counted on, so that a rollback (a betRefund naming
-- the round) takes its stake back from that day even after midnight. Kept for a few days: rounds
-- are rolled back within minutes.
CREATE TABLE promotion_vip_rebate_rounds (
  player_id    bigint NOT NULL,
  reference    text NOT NULL,
  instance_id  integer NOT NULL,
  day          text NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (player_id, reference)
);
CREATE INDEX promotion_vip_rebate_rounds_age ON promotion_vip_rebate_rounds (created_at);
