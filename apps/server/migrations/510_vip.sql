-- VIP: the level table (§3 appUserLevelConfigList and what /profile/vip shows of each level) and
-- each player's experience and level, kept from the wallet's transfer feed (decision 056).

-- One row per level. A player is at the highest level whose bet_amount their experience has
-- reached, and never goes back down. The module's seed writes the default rows when missing, so
-- an operator's edits survive restarts. Reward lists are §3 reward items ({id, count, betRate});
-- an empty weekly or monthly list means that level has no such reward.
CREATE TABLE vip_levels (
  level               integer PRIMARY KEY CHECK (level >= 0),
  -- Experience (cumulative valid bet, hundredths) that reaches the level.
  bet_amount          bigint NOT NULL CHECK (bet_amount >= 0),
  name                text NOT NULL,
  -- Benefits the page shows: a daily withdrawal limit (hundredths; null: the site's standard),
  -- the rebate percent of the VIP rebate, and a list of short texts.
  withdraw_daily_max  bigint CHECK (withdraw_daily_max > 0),
  rebate_percent      numeric(5, 2) NOT NULL DEFAULT 0 CHECK (rebate_percent >= 0 AND rebate_percent <= 100),
  perks               jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(perks) = 'array'),
  level_up_items      jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(level_up_items) = 'array'),
  weekly_items        jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(weekly_items) = 'array'),
  monthly_items       jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(monthly_items) = 'array')
);

-- A player's VIP standing, written only by the feed consumer vip.experience (whose cursor row in
-- wallet_feed_cursors serializes it). experience: bets minus refunded bets, never below 0.
-- rewarded_level: the highest level whose level-up reward was granted (each level once).
-- last_transfer_id: the last ledger transfer applied to the player, for tracing.
CREATE TABLE vip_players (
  player_id         bigint PRIMARY KEY REFERENCES players (id),
  experience        bigint NOT NULL DEFAULT 0 CHECK (experience >= 0),
  level             integer NOT NULL DEFAULT 0 CHECK (level >= 0),
  rewarded_level    integer NOT NULL DEFAULT 0 CHECK (rewarded_level >= 0),
  last_transfer_id  bigint NOT NULL DEFAULT 0,
  leveled_at        timestamptz,
  updated_at        timestamptz NOT NULL
);
