-- A rolled-back bet gives back exactly the turnover it paid down (decision 050). A bet pays down
-- the smaller of its stake and what was owed at that moment, which a rollback cannot work out
-- afterwards (rewards and other bets change what is owed), so the bet's row records it, written
-- by the bet's one statement (gateway_bet, decision 045).

-- Turnover the bet paid down, in hundredths. NULL on wins and rollbacks, and on bets recorded
-- before this migration: their rollback falls back to the earlier capped rule (wallet/turnover.ts).
ALTER TABLE provider_transactions ADD COLUMN turnover_paid_down bigint;
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_turnover_paid_down
  CHECK (turnover_paid_down IS NULL OR (kind = 'bet' AND turnover_paid_down BETWEEN 0 AND amount));

-- wallet_record_bet, answering how much turnover the bet paid down. The wagering row is created
-- if need be and locked before it is read, so nothing changes it between the two reads; the
-- figure is the difference they show, so the paying-down rule keeps its one definition.
CREATE FUNCTION wallet_record_bet_paid_down(p_player bigint, p_amount bigint, p_at timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_before bigint;
  v_after bigint;
BEGIN
  INSERT INTO wallet_wagering (player_id, updated_at) VALUES (p_player, p_at) ON CONFLICT (player_id) DO NOTHING;
  SELECT w.turnover_owed INTO v_before FROM wallet_wagering w WHERE w.player_id = p_player FOR UPDATE;
  PERFORM wallet_record_bet(p_player, p_amount, p_at, NULL);
  SELECT w.turnover_owed INTO v_after FROM wallet_wagering w WHERE w.player_id = p_player;
  RETURN v_before - v_after;
END
$$;

-- gateway_bet of migration 405, unchanged but for the wagering step, which now also records
-- what the bet paid down on the bet's row.
CREATE OR REPLACE FUNCTION gateway_bet(
  p_provider text, p_transaction_id text, p_player bigint, p_game_code text, p_round_id text, p_amount bigint,
  p_closes boolean, p_admissible boolean,
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
     AND (t.kind = 'bet' OR t.status = 'rollback_of_unknown_bet');
  IF FOUND THEN
    RETURN ROW('claimed', v_row.transaction_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;
  IF NOT p_admissible THEN
    RETURN ROW('inadmissible', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
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
