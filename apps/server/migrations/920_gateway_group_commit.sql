-- Group commit of the gateway's bets and wins (modules/play/statement-batches.ts, decision 079):
-- one statement runs the calls that arrived together, each as gateway_bet or gateway_win exactly
-- as on its own, and commits them together. Its caller answers each call only once the statement
-- has returned, that is after the commit.
--
-- It answers one row per call (call_index: the call's "i"): the call's gateway_answer, or the
-- SQLSTATE and message of the error it raised. Callers expand the answer with (answer).*.
--
-- Each call runs in a subtransaction of its own (the BEGIN ... EXCEPTION block): a call that
-- raises (a shortfall, a passed limit, a lost race, a unique violation, a deadlock) is undone
-- alone and comes back as its SQLSTATE and message, which the caller reads as it reads the error
-- of the statement on its own. Everything the other calls wrote stays and commits. The caller
-- sends at most 64 calls: a transaction's first 64 subtransactions fit PostgreSQL's cache of
-- them, past which every other session's snapshot has to look them up in pg_subtrans.
--
-- Lock order. The system account rows (house shards) the calls' transfers touch are locked first,
-- in id order, then the calls run in the order given (the caller sorts them by player). Two
-- batches sharing a shard therefore queue on it before either holds anything else, and batches
-- on disjoint shards only meet on a player's rows, which both take in player order. A bet or win
-- running on its own takes its player's rows before the shard; should it close a cycle with a
-- batch, PostgreSQL's deadlock check undoes one call, which its caller runs again.

CREATE FUNCTION gateway_batch(p_calls jsonb)
RETURNS TABLE (call_index int, error_state text, error_message text, answer gateway_answer) LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_shard bigint;
  v_answer gateway_answer;
  v_state text;
  v_message text;
BEGIN
  FOR v_shard IN
    SELECT DISTINCT ledger_account_id(NULL, l.purpose, l.asset, l.shard, true)
      FROM (SELECT x.debit_purpose AS purpose, x.asset, x.debit_shard AS shard
              FROM jsonb_to_recordset(p_calls) AS x(key text, asset text, debit_player bigint, debit_purpose text, debit_shard smallint)
             WHERE x.key IS NOT NULL AND x.debit_player IS NULL
            UNION
            SELECT x.credit_purpose, x.asset, x.credit_shard
              FROM jsonb_to_recordset(p_calls) AS x(key text, asset text, credit_player bigint, credit_purpose text, credit_shard smallint)
             WHERE x.key IS NOT NULL AND x.credit_player IS NULL) l
     ORDER BY 1
  LOOP
    PERFORM 1 FROM ledger_accounts a WHERE a.id = v_shard FOR UPDATE;
  END LOOP;

  FOR c IN
    SELECT * FROM jsonb_to_recordset(p_calls) AS x(
      i int, kind text, provider text, transaction_id text, player bigint, game_code text, round_id text, amount bigint,
      closes boolean, admissible boolean, login_session bigint, bet_transaction_id text,
      key text, hash text, transfer_kind text, asset text,
      debit_player bigint, debit_purpose text, debit_shard smallint,
      credit_player bigint, credit_purpose text, credit_shard smallint,
      transfer_amount bigint, reference text, meta jsonb, at timestamptz)
     ORDER BY x.i
  LOOP
    v_answer := NULL;
    v_state := NULL;
    v_message := NULL;
    BEGIN
      IF c.kind = 'bet' THEN
        v_answer := gateway_bet(c.provider, c.transaction_id, c.player, c.game_code, c.round_id, c.amount, c.closes, c.admissible,
          c.login_session, c.key, c.hash, c.transfer_kind, c.asset, c.debit_player, c.debit_purpose, c.debit_shard,
          c.credit_player, c.credit_purpose, c.credit_shard, c.transfer_amount, c.reference, c.meta, c.at);
      ELSE
        v_answer := gateway_win(c.provider, c.transaction_id, c.player, c.game_code, c.round_id, c.amount, c.closes, c.admissible,
          c.bet_transaction_id, c.key, c.hash, c.transfer_kind, c.asset, c.debit_player, c.debit_purpose, c.debit_shard,
          c.credit_player, c.credit_purpose, c.credit_shard, c.transfer_amount, c.reference, c.meta, c.at);
      END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT;
    END;
    call_index := c.i;
    error_state := v_state;
    error_message := v_message;
    answer := v_answer;
    RETURN NEXT;
  END LOOP;
END
$$;
