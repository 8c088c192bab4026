-- Tasks (§3 task user, §9 task types; modules/tasks, docs/decisions/057-tasks.md): what a player
-- is asked to do, and each player's progress per task and period.

-- The tasks on offer. Ids of the seeded tasks are 100 + their type (FirstPay is 105: key 105 of
-- taskData); the module writes them when missing, so an operator's edit survives restarts.
-- target: a count (logins, rounds, visits, exchanges ...) or, for TodayPay, an amount in
-- hundredths. reward_items: §3 reward items [{id, count, betRate}]. period: 'once', or 'daily'
-- (starts again at midnight Philippine time). params: {"gameId": n} for PlayTiger, {"url": "..."}
-- for the follow and share tasks ({link} in it stands for the app's own address).
CREATE TABLE task_definitions (
  id            integer PRIMARY KEY,
  type          smallint NOT NULL CHECK (type BETWEEN 1 AND 17),
  title         text NOT NULL,
  target        bigint NOT NULL CHECK (target > 0),
  reward_items  jsonb NOT NULL CHECK (jsonb_typeof(reward_items) = 'array'),
  period        text NOT NULL CHECK (period IN ('once', 'daily')),
  sort          integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  params        jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object')
);
-- Progress from an event finds the tasks of its type.
CREATE INDEX task_definitions_type ON task_definitions (type) WHERE enabled;

-- A player's progress on a task in one period: 'once', or the Philippine date (YYYY-MM-DD) of a
-- daily task. A row appears with the first event that counts; completed_at when progress
-- reached the target, received_at when the award was granted (once: receiveTaskAward locks the
-- row, and the reward's key task:<player>:<task>:<period> is unique besides).
CREATE TABLE task_progress (
  player_id     bigint NOT NULL REFERENCES players (id),
  task_id       integer NOT NULL REFERENCES task_definitions (id),
  period        text NOT NULL CHECK (period = 'once' OR period ~ '^\d{4}-\d{2}-\d{2}$'),
  progress      bigint NOT NULL DEFAULT 0 CHECK (progress >= 0),
  completed_at  timestamptz,
  received_at   timestamptz,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (player_id, task_id, period),
  CONSTRAINT task_progress_received_after_completed CHECK (received_at IS NULL OR completed_at IS NOT NULL)
);
-- The task red dot: completed tasks whose award waits.
CREATE INDEX task_progress_waiting ON task_progress (player_id) WHERE completed_at IS NOT NULL AND received_at IS NULL;
