-- A batch of the gateway's bets and wins without a subtransaction per call, first (decision 106).
--
-- gateway_batch (migration 920) ran each call in a subtransaction of its own, so that a call that
-- raised (no funds, a limit, a lost race) was undone alone. Almost no call raises, and the
-- subtransactions cost PostgreSQL about an eighth of a call's CPU: each writing one takes an id
-- of its own, written to pg_subtrans and listed in the commit. Now the caller (runBatch,
-- provider-statements.ts) runs a batch with p_isolated false first: no subtransactions, and any
-- call that raises fails the statement, which is rolled back whole. It then runs the same batch
-- again with p_isolated true, as before. A call is answered only from the statement that
-- committed it.
DROP FUNCTION gateway_batch(jsonb);

CREATE FUNCTION gateway_batch(p_calls jsonb, p_isolated boolean DEFAULT true)
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
    -- The same two calls either way; a function around them would cost a call of its own each.
    IF NOT p_isolated THEN
      IF c.kind = 'bet' THEN
        v_answer := gateway_bet(c.provider, c.transaction_id, c.player, c.game_code, c.round_id, c.amount, c.closes, c.admissible,
          c.login_session, c.key, c.hash, c.transfer_kind, c.asset, c.debit_player, c.debit_purpose, c.debit_shard,
          c.credit_player, c.credit_purpose, c.credit_shard, c.transfer_amount, c.reference, c.meta, c.at);
      ELSE
        v_answer := gateway_win(c.provider, c.transaction_id, c.player, c.game_code, c.round_id, c.amount, c.closes, c.admissible,
          c.bet_transaction_id, c.key, c.hash, c.transfer_kind, c.asset, c.debit_player, c.debit_purpose, c.debit_shard,
          c.credit_player, c.credit_purpose, c.credit_shard, c.transfer_amount, c.reference, c.meta, c.at);
      END IF;
    ELSE
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
    END IF;
    call_index := c.i;
    error_state := v_state;
    error_message := v_message;
    answer := v_answer;
    RETURN NEXT;
  END LOOP;
END
$$;
