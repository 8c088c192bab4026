-- The agent activities: Agent 26's commissions and AgentCount 31's draws
-- (modules/promotions/types/agent, agent-count, agent-common;
-- docs/decisions/084-agents-and-commissions.md).

-- One agent's Philippine day in one Agent instance: the unit that is settled, once. The feed
-- consumer (promotions.agent) adds bets to a day only while it holds this row unsettled, and
-- the settlement takes rows with FOR UPDATE SKIP LOCKED, so servers settling at once share the
-- work and each day is settled by one of them; bets reaching a settled day count on the current
-- day instead. Set at settlement: the valid bets that counted by level and the commission.
CREATE TABLE promotion_agent_days (
  instance_id   integer NOT NULL REFERENCES promotion_instances (id),
  agent_id      bigint NOT NULL REFERENCES players (id),
  day           text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  updated_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  level1_bets   bigint CHECK (level1_bets >= 0),
  level2_bets   bigint CHECK (level2_bets >= 0),
  commission    bigint CHECK (commission >= 0),
  PRIMARY KEY (instance_id, agent_id, day),
  CONSTRAINT promotion_agent_days_settled CHECK ((settled_at IS NULL) = (commission IS NULL))
);
CREATE INDEX promotion_agent_days_open ON promotion_agent_days (day) WHERE settled_at IS NULL;
CREATE INDEX promotion_agent_days_agent ON promotion_agent_days (agent_id, day DESC);

-- A referred player's coin stakes (and the stakes of those rolled back) of one day, for one of
-- their agents: level 1 their inviter, level 2 their inviter's inviter. excluded is set at
-- settlement when the invitee did not count (sameDevice, linked, inactive, upline).
CREATE TABLE promotion_agent_bets (
  instance_id   integer NOT NULL,
  agent_id      bigint NOT NULL,
  day           text NOT NULL,
  invitee_id    bigint NOT NULL REFERENCES players (id),
  level         smallint NOT NULL CHECK (level IN (1, 2)),
  bets          bigint NOT NULL DEFAULT 0 CHECK (bets >= 0),
  refunds       bigint NOT NULL DEFAULT 0 CHECK (refunds >= 0),
  excluded      text CHECK (excluded IN ('sameDevice', 'linked', 'inactive', 'upline')),
  PRIMARY KEY (instance_id, agent_id, day, invitee_id, level),
  FOREIGN KEY (instance_id, agent_id, day) REFERENCES promotion_agent_days (instance_id, agent_id, day)
);
CREATE INDEX promotion_agent_bets_invitee ON promotion_agent_bets (invitee_id);

-- Which day (and instance) a round's stakes counted on, so that its rollback takes them back
-- from that day even after midnight. Kept for a few days.
CREATE TABLE promotion_agent_rounds (
  player_id    bigint NOT NULL,
  reference    text NOT NULL,
  instance_id  integer NOT NULL,
  day          text NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (player_id, reference)
);
CREATE INDEX promotion_agent_rounds_age ON promotion_agent_rounds (created_at);

-- An agent's commission in an instance: settled in all and exchanged into coins in all (a
-- balance of its own, not coins, until exchanged).
CREATE TABLE promotion_agent_commissions (
  instance_id  integer NOT NULL REFERENCES promotion_instances (id),
  agent_id     bigint NOT NULL REFERENCES players (id),
  settled      bigint NOT NULL DEFAULT 0 CHECK (settled >= 0),
  exchanged    bigint NOT NULL DEFAULT 0 CHECK (exchanged >= 0),
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (instance_id, agent_id),
  CONSTRAINT promotion_agent_commissions_covered CHECK (exchanged <= settled)
);

-- Each exchange: its id names the engine's claim (ref exchange:<id>).
CREATE TABLE promotion_agent_exchanges (
  id           bigserial PRIMARY KEY,
  instance_id  integer NOT NULL,
  agent_id     bigint NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  created_at   timestamptz NOT NULL,
  FOREIGN KEY (instance_id, agent_id) REFERENCES promotion_agent_commissions (instance_id, agent_id)
);

-- AgentCount's scratch cards and lottery draws, each a provably fair draw on the player's house
-- seed pair: what verifies it (seed id, nonce, hash, client seed, the weights as they were and
-- the index picked) and the prize. One row per card or chance (ordinal), the engine's claim ref
-- scratch:<ordinal> or lottery:<ordinal>.
CREATE TABLE promotion_agent_draws (
  instance_id       integer NOT NULL REFERENCES promotion_instances (id),
  player_id         bigint NOT NULL REFERENCES players (id),
  kind              text NOT NULL CHECK (kind IN ('scratch', 'lottery')),
  ordinal           integer NOT NULL CHECK (ordinal >= 1),
  seed_id           bigint NOT NULL,
  nonce             bigint NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  weights           jsonb NOT NULL,
  picked            integer NOT NULL,
  prize             jsonb NOT NULL,
  created_at        timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id, kind, ordinal)
);
