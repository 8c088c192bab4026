-- A player may close their own account (closeAccount, docs/decisions/069): status closed, every
-- session ended, sign-in refused. The row stays: the ledger, orders and records point at it.
ALTER TABLE players DROP CONSTRAINT players_status_check;
ALTER TABLE players ADD CONSTRAINT players_status_check CHECK (status IN ('active', 'banned', 'closed'));
