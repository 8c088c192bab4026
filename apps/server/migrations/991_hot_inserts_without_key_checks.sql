-- The money path's inserts without foreign-key checks (decision 105).
--
-- Every bet and win inserted a transfer (two checks on ledger_accounts), a provider row and, for
-- a bet, a round (a check on players each). A check is a query that locks the row it finds; the
-- house shard rows are locked that way by one call of a batch and updated by the next, each in a
-- subtransaction of its own, so PostgreSQL kept a multixact per call. Without them a call costs
-- PostgreSQL about a tenth less (decision 105's figures).
--
-- What the keys guaranteed still holds:
-- - The referencing side. ledger_transfer() is the only writer of ledger_transfers, and it
--   updates both accounts' rows in the same statement before it inserts the transfer: a missing
--   account fails the transfer. provider_transactions and game_rounds take their player from the
--   call's game session, whose own key to players stays.
-- - The referenced side, here: an account with transfers is never deleted, truncated or renumbered,
--   and neither is a player with rounds or provider transactions.
-- - The books check finds a transfer whose account is missing (modules/wallet/books.ts).

ALTER TABLE ledger_transfers
  DROP CONSTRAINT ledger_transfers_debit_account_id_fkey,
  DROP CONSTRAINT ledger_transfers_credit_account_id_fkey;
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_player_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_player_id_fkey;

CREATE FUNCTION ledger_accounts_keep_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM ledger_transfers) THEN
      RAISE EXCEPTION 'ledger_accounts: accounts with transfers cannot be truncated' USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.debit_account_id = OLD.id)
     OR EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.credit_account_id = OLD.id) THEN
    RAISE EXCEPTION 'ledger_accounts: account % has transfers', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

-- UPDATE OF id: balance updates, which never name the id, do not fire it.
CREATE TRIGGER ledger_accounts_keep_referenced BEFORE DELETE OR UPDATE OF id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep_referenced();
CREATE TRIGGER ledger_accounts_keep_referenced_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_keep_referenced();

CREATE FUNCTION players_keep_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM provider_transactions) OR EXISTS (SELECT 1 FROM game_rounds) THEN
      RAISE EXCEPTION 'players: players with rounds cannot be truncated' USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM provider_transactions p WHERE p.player_id = OLD.id)
     OR EXISTS (SELECT 1 FROM game_rounds r WHERE r.player_id = OLD.id) THEN
    RAISE EXCEPTION 'players: player % has rounds', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER players_keep_referenced BEFORE DELETE OR UPDATE OF id ON players
  FOR EACH ROW EXECUTE FUNCTION players_keep_referenced();
CREATE TRIGGER players_keep_referenced_truncate BEFORE TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION players_keep_referenced();
