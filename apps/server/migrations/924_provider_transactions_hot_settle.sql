-- A win settles its bet by setting the bet's status from applied to settled. While an index
-- read status (the bet claim's predicate, the limits index's INCLUDE), that UPDATE wrote a new
-- entry in each of the table's four indexes. Now the indexes read two stored columns computed
-- from kind and status, whose values a settlement does not change: the settlement is a HOT
-- update (the heap row only), and so is a win's update of its round (decision 091). Rollbacks,
-- which do change them, are rare.
ALTER TABLE provider_transactions
  ADD COLUMN claims_bet boolean GENERATED ALWAYS AS (kind = 'bet' OR status = 'rollback_of_unknown_bet') STORED,
  ADD COLUMN counts_toward_limits boolean GENERATED ALWAYS AS (kind = 'win' OR (kind = 'bet' AND status <> 'rolled_back')) STORED;

-- The rows that claim a bet id, as before (migration 300).
DROP INDEX provider_transactions_bet_claim;
CREATE UNIQUE INDEX provider_transactions_bet_claim ON provider_transactions (provider_code, bet_transaction_id) WHERE claims_bet;

-- What limit periods used, from the index alone, as before (migration 702).
DROP INDEX provider_transactions_player_time;
CREATE INDEX provider_transactions_player_time ON provider_transactions (player_id, created_at) INCLUDE (kind, counts_toward_limits, amount);

-- Room on each page for the settled version of a row next to the row (a HOT update stays on
-- its page).
ALTER TABLE provider_transactions SET (fillfactor = 90);
ALTER TABLE game_rounds SET (fillfactor = 90);

-- The same functions as migrations 405 and 702, reading the claim and the limits' rows through
-- the new columns (the planner uses a partial index only for a query that states its predicate).

CREATE OR REPLACE FUNCTION safer_play_totals(p_player bigint, p_at timestamptz, p_from timestamptz, OUT bets bigint[], OUT wins bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_day timestamptz := safer_play_period_start('day', p_at);
  v_week timestamptz := safer_play_period_start('week', p_at);
  v_month timestamptz := safer_play_period_start('month', p_at);
BEGIN
  SELECT ARRAY[
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet' AND t.created_at >= v_day), 0),
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet' AND t.created_at >= v_week), 0),
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet' AND t.created_at >= v_month), 0)]::bigint[],
         ARRAY[
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win' AND t.created_at >= v_day), 0),
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win' AND t.created_at >= v_week), 0),
           coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win' AND t.created_at >= v_month), 0)]::bigint[]
    INTO bets, wins
    FROM provider_transactions t
   WHERE t.player_id = p_player AND t.created_at >= p_from
     AND t.counts_toward_limits;
END
$$;

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
  PERFORM safer_play_bet_check(p_player, p_login_session, p_amount, p_at);

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

CREATE OR REPLACE FUNCTION gateway_win(
  p_provider text, p_transaction_id text, p_player bigint, p_game_code text, p_round_id text, p_amount bigint,
  p_closes boolean, p_admissible boolean, p_bet_transaction_id text,
  p_key text, p_hash text, p_kind text, p_asset text,
  p_debit_player bigint, p_debit_purpose text, p_debit_shard smallint,
  p_credit_player bigint, p_credit_purpose text, p_credit_shard smallint,
  p_transfer_amount bigint, p_reference text, p_meta jsonb, p_at timestamptz
) RETURNS gateway_answer LANGUAGE plpgsql AS $$
DECLARE
  v_row provider_transactions;
  v_bet provider_transactions;
  v_moved record;
  v_balance bigint;
BEGIN
  SELECT * INTO v_row FROM provider_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN gateway_answer_of('replay', NULL, NULL, v_row);
  END IF;
  IF NOT p_admissible THEN
    RETURN ROW('inadmissible', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;
  -- Locked: a win and a rollback of one bet take turns, so exactly one of them applies.
  SELECT * INTO v_bet FROM provider_transactions t
   WHERE t.provider_code = p_provider AND t.bet_transaction_id = p_bet_transaction_id
     AND t.claims_bet
   FOR UPDATE;
  IF NOT FOUND THEN
    RETURN ROW('bet_not_found', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;
  IF v_bet.kind <> 'bet' OR v_bet.status = 'rolled_back' THEN
    RETURN ROW('bet_rolled_back', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;
  IF v_bet.player_id <> p_player OR v_bet.game_code <> p_game_code OR v_bet.round_id <> p_round_id THEN
    RETURN ROW('not_this_round', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;

  UPDATE game_rounds r SET total_win = r.total_win + p_amount,
    status = CASE WHEN p_closes THEN 'closed' ELSE r.status END,
    closed_at = CASE WHEN p_closes THEN p_at ELSE r.closed_at END
   WHERE r.provider_code = p_provider AND r.round_id = p_round_id AND r.player_id = p_player AND r.status = 'open';
  IF NOT FOUND THEN
    RETURN ROW('round_closed', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::gateway_answer;
  END IF;

  IF p_key IS NULL THEN
    v_balance := gateway_coin_balance(p_player);
  ELSE
    SELECT * INTO v_moved FROM ledger_transfer(p_key, p_hash, p_kind, p_asset, p_debit_player, p_debit_purpose, p_debit_shard,
      p_credit_player, p_credit_purpose, p_credit_shard, p_transfer_amount, p_reference, p_meta, p_at);
    IF v_moved.outcome = 'replayed' THEN
      RAISE EXCEPTION 'transfer % committed meanwhile', p_key USING ERRCODE = 'GW002';
    ELSIF v_moved.outcome <> 'applied' THEN
      RAISE EXCEPTION 'transfer %: %', p_key, v_moved.outcome USING ERRCODE = 'GW003';
    END IF;
    v_balance := v_moved.credit_balance_after;
  END IF;

  IF v_bet.status = 'applied' THEN
    UPDATE provider_transactions SET status = 'settled' WHERE id = v_bet.id;
  END IF;
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, player_id, game_code, round_id, amount,
    bet_transaction_id, status, transfer_key, balance_after, created_at)
  VALUES (p_provider, p_transaction_id, 'win', p_player, p_game_code, p_round_id, p_amount,
    p_bet_transaction_id, 'applied', p_key, v_balance, p_at)
  RETURNING * INTO v_row;
  RETURN gateway_answer_of('applied', NULL, v_bet.amount, v_row);
END
$$;
