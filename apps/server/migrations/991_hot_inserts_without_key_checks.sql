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

-- TG_ARGV: the (table, column) pairs that refer to the row's id.
CREATE FUNCTION keep_referenced_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_referred boolean;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    FOR i IN 0 .. TG_NARGS - 1 BY 2 LOOP
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', TG_ARGV[i]) INTO v_referred;
      IF v_referred THEN
        RAISE EXCEPTION '%: rows are referred to by %', TG_TABLE_NAME, TG_ARGV[i] USING ERRCODE = 'foreign_key_violation';
      END IF;
    END LOOP;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  FOR i IN 0 .. TG_NARGS - 1 BY 2 LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[i], TG_ARGV[i + 1]) INTO v_referred USING OLD.id;
    IF v_referred THEN
      RAISE EXCEPTION '%: row % is referred to by %.%', TG_TABLE_NAME, OLD.id, TG_ARGV[i], TG_ARGV[i + 1] USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

-- UPDATE OF id: balance updates, which never name the id, do not fire them.
CREATE TRIGGER ledger_accounts_keep_referenced BEFORE DELETE OR UPDATE OF id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION keep_referenced_rows('ledger_transfers', 'debit_account_id', 'ledger_transfers', 'credit_account_id');
CREATE TRIGGER ledger_accounts_keep_referenced_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION keep_referenced_rows('ledger_transfers', 'debit_account_id');
CREATE TRIGGER players_keep_referenced BEFORE DELETE OR UPDATE OF id ON players
  FOR EACH ROW EXECUTE FUNCTION keep_referenced_rows('provider_transactions', 'player_id', 'game_rounds', 'player_id');
CREATE TRIGGER players_keep_referenced_truncate BEFORE TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION keep_referenced_rows('provider_transactions', 'player_id', 'game_rounds', 'player_id');
