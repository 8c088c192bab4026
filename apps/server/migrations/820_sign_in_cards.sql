-- Recharge sign-in cards (§9 props 6004-6007; modules/promotions/types/sign-in-cards,
-- docs/decisions/075-sign-in-calendars-cards-and-fund.md): the cards players bought in a
-- login-pay instance (activity 15). A credited deposit made for the activity inserts one row in
-- the deposit's transaction, so the card commits with the deposit or not at all, once per order.
-- Rows are only ever inserted: a card's claimed days are its promotion_claims (ref
-- card:<no>:day:<n>), so a deposit never waits on a claim's locks.
CREATE TABLE promotion_sign_in_cards (
  instance_id  integer NOT NULL REFERENCES promotion_instances (id),
  player_id    bigint NOT NULL REFERENCES players (id),
  -- The card's number among the player's cards in the instance (1 for the first bought).
  no           integer NOT NULL CHECK (no > 0),
  prop_id      integer NOT NULL CHECK (prop_id BETWEEN 6004 AND 6007),
  -- What it cost (hundredths): the prop's price when it was bought.
  price        bigint NOT NULL CHECK (price > 0),
  order_id     text NOT NULL UNIQUE,
  -- The Philippine date of purchase: the card's day 1.
  start_date   text NOT NULL CHECK (start_date ~ '^\d{4}-\d{2}-\d{2}$'),
  -- The prizes of its days as they were when bought (an operator's later edit changes nothing bought).
  days         jsonb NOT NULL CHECK (jsonb_typeof(days) = 'array'),
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id, no)
);
