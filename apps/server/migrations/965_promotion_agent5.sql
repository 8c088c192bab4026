-- Agent5 (activity type 41; modules/promotions/types/agent5,
-- docs/decisions/085-agent5-and-agent-tasks.md).

-- Each deposit of an invitee credited while an agent5 instance runs, with the agent's share at
-- the rate of that moment. Written by the depositCredited hook in the deposit's transaction (one
-- insert; a second delivery of the same order adds nothing). Whether the invitee is valid is
-- judged when the agent reads or claims, so a commission waits until its invitee qualifies and is
-- never paid for one who cannot (a shared device, a linked account). claim_ref names the commission
-- claim (promotion_claims.ref) that paid it; set once, in that claim's transaction.
CREATE TABLE promotion_agent5_deposits (
  id            bigserial PRIMARY KEY,
  instance_id   integer NOT NULL REFERENCES promotion_instances (id),
  agent_id      bigint NOT NULL REFERENCES players (id),
  invitee_id    bigint NOT NULL REFERENCES players (id),
  order_id      text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  basis_points  integer NOT NULL CHECK (basis_points BETWEEN 0 AND 10000),
  commission    bigint NOT NULL CHECK (commission >= 0),
  credited_at   timestamptz NOT NULL,
  -- The Philippine day it was credited (the daily deposits task).
  day           text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  claim_ref     text,
  UNIQUE (instance_id, order_id)
);
-- An agent's earnings in an instance (the page, the log, the claim's unpaid rows).
CREATE INDEX promotion_agent5_deposits_agent ON promotion_agent5_deposits (agent_id, instance_id, id);

-- An agent's share of the invite link on a Philippine day (the daily share task); the first of a
-- day counts.
CREATE TABLE promotion_agent5_shares (
  instance_id  integer NOT NULL REFERENCES promotion_instances (id),
  player_id    bigint NOT NULL REFERENCES players (id),
  day          text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  via          text NOT NULL CHECK (via IN ('share', 'copy')),
  shared_at    timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id, day)
);
