-- A bet's two smaller steps, each once per bet on the money path (decision 106).
--
-- The limits check: safer_play_bet_check (migration 702) was called for every bet, about 26 µs of
-- PostgreSQL's time per bet (pg_stat_statements, nested statements tracked) even for a player
-- with no limit, most of it the call itself. gateway_bet now calls it only when the player has a
-- loss, wager or session limit; the check's own query reads the same rows, so a bet of a player
-- with limits is checked exactly as before, and one of a player without any locks nothing, as
-- before.
--
-- The wagering share: wallet_record_bet_paid_down (migration 922) locked and read the wagering row,
-- then updated it, to answer what the bet paid down of the turnover owed. The update now records
-- that on the row (bet_paid_down, from the row it updates) and returns it: one statement.

ALTER TABLE wallet_wagering ADD COLUMN bet_paid_down bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION wallet_record_bet_paid_down(p_player bigint, p_amount bigint, p_at timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_paid bigint;
BEGIN
  FOR i IN 1 .. 2 LOOP
    -- A SET expression reads the row as it updates it (the latest, once locked): the turnover owed before this bet.
    UPDATE wallet_wagering w SET
      bet_total = w.bet_total + p_amount,
      turnover_owed = greatest(w.turnover_owed - p_amount, 0),
      bet_paid_down = least(w.turnover_owed, p_amount),
      updated_at = p_at
     WHERE w.player_id = p_player
    RETURNING w.bet_paid_down INTO v_paid;
    IF FOUND THEN
      RETURN v_paid;
    END IF;
    -- A player's first bet: the row is created (a concurrent first bet may create it first), then updated.
    INSERT INTO wallet_wagering (player_id, updated_at) VALUES (p_player, p_at) ON CONFLICT (player_id) DO NOTHING;
  END LOOP;
  RAISE EXCEPTION 'wallet_wagering row of player % is missing', p_player;
END
$$;

-- gateway_bet as migration 924 declares it, with the limits check called only for a player who has a limit.
CREATE OR REPLACE FUNCTION gateway_bet(
  p_provider text, p_transaction_id text, p_player bigint, p_game_code text, p_round_id text, p_amount bigint,
  p_closes boolean, p_admissible boolean, p_login_session bigint,
  p_key text, p_hash text, p_kind text, p_asset text,
  p_debit_player bigint, p_debit_purpose text, p_debit_shard smallint,
  p_credit_player bigint, p_credit_purpose text, p_credit_shard smallint,
  p_transfer_amount bigint, p_reference text, p_meta jsonb, p_at timestamptz
) RETURNS gateway_answer LANGUAGE plpgsql AS $$
DECLARE
  v_row provider_transactions;
  v_moved record;
  v_paid_down bigint;
BEGIN
  SELECT * INTO v_row FROM provider_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN gateway_answer_of('replay', NULL, NULL, v_row);
  END IF;
  SELECT * INTO v_row FROM provider_transactions t
   WHERE t.provider_code = p_provider AND t.bet_transaction_id = p_transaction_id
     AND t.claims_bet;
  IF FOUND THEN
    RETURN ROW('claimed', v_row.transaction_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;
  IF NOT p_admissible THEN
    RETURN ROW('inadmissible', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;

  -- The player's loss, wager and session-time limits; raises GW010-GW012 when the bet passes one.
  -- Most players have none: one probe of the limits' index instead of the check's call.
  IF EXISTS (SELECT 1 FROM player_limits l WHERE l.player_id = p_player AND l.kind IN ('loss', 'wager', 'session') AND l.amount IS NOT NULL) THEN
    PERFORM safer_play_bet_check(p_player, p_login_session, p_amount, p_at);
  END IF;

  -- Opens the round or adds to it while open; the upsert locks the round row.
  INSERT INTO game_rounds AS r (provider_code, round_id, player_id, game_code, status, total_bet, opened_at, closed_at)
  VALUES (p_provider, p_round_id, p_player, p_game_code, CASE WHEN p_closes THEN 'closed' ELSE 'open' END, p_amount, p_at,
          CASE WHEN p_closes THEN p_at END)
  ON CONFLICT (provider_code, round_id, player_id) DO UPDATE SET
    total_bet = r.total_bet + EXCLUDED.total_bet, status = EXCLUDED.status, closed_at = EXCLUDED.closed_at
  WHERE r.status = 'open';
  IF NOT FOUND THEN
    RETURN ROW('round_closed', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;

  v_paid_down := wallet_record_bet_paid_down(p_player, p_amount, p_at);
  SELECT * INTO v_moved FROM ledger_transfer(p_key, p_hash, p_kind, p_asset, p_debit_player, p_debit_purpose, p_debit_shard,
    p_credit_player, p_credit_purpose, p_credit_shard, p_transfer_amount, p_reference, p_meta, p_at);
  IF v_moved.outcome = 'insufficient' THEN
    RAISE EXCEPTION '%', gateway_coin_balance(p_player) USING ERRCODE = 'GW001';
  ELSIF v_moved.outcome = 'replayed' THEN
    RAISE EXCEPTION 'transfer % committed meanwhile', p_key USING ERRCODE = 'GW002';
  ELSIF v_moved.outcome <> 'applied' THEN
    RAISE EXCEPTION 'transfer %: %', p_key, v_moved.outcome USING ERRCODE = 'GW003';
  END IF;

  INSERT INTO provider_transactions (provider_code, transaction_id, kind, player_id, game_code, round_id, amount,
    bet_transaction_id, status, transfer_key, balance_after, created_at, turnover_paid_down)
  VALUES (p_provider, p_transaction_id, 'bet', p_player, p_game_code, p_round_id, p_amount,
    p_transaction_id, 'applied', p_key, v_moved.debit_balance_after, p_at, v_paid_down)
  RETURNING * INTO v_row;
  RETURN gateway_answer_of('applied', NULL, NULL, v_row);
END
$$;
