-- Loss, wager and session-time limits checked inside the gateway's bet statement
-- (docs/decisions/065, 045): the player's limit rows are locked before what the period used is
-- read, so two bets of one player at once take turns and the second sees the first; neither can
-- pass a limit the other has used up. Wins, rollbacks and withdrawals are never checked.

-- A player's bets and wins by time: what a period used, read from the rows the bet and win
-- statements write anyway. INCLUDE lets the sums come from the index alone.
CREATE INDEX provider_transactions_player_time ON provider_transactions (player_id, created_at) INCLUDE (kind, status, amount);

-- A player's bets (rolled-back ones not counted) and wins in the Philippine day, week and month
-- containing p_at, as arrays [day, week, month]; only rows from p_from on are read (the earliest
-- start the caller needs: a period starting before it answers too little). The one definition of
-- what loss and wager limits count, for the bet check and for what the player is shown.
CREATE FUNCTION safer_play_totals(p_player bigint, p_at timestamptz, p_from timestamptz, OUT bets bigint[], OUT wins bigint[])
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
     AND (t.kind = 'win' OR (t.kind = 'bet' AND t.status <> 'rolled_back'));
END
$$;

-- Raises when a bet of p_amount at p_at would pass one of the player's limits:
--   GW012 the login (p_login_session) has played its session-time limit: message {"limit", "used"} (minutes);
--   GW010 the bet would take the period's net loss (bets less wins, rolled-back bets not counted)
--         above a loss limit; GW011 the period's bets above a wager limit: message {"period", "limit", "used"}.
-- "used" is what the period used before this bet; a net win counts as 0 used. A player with no
-- such limit pays one probe of player_limits' primary key and nothing else.
CREATE FUNCTION safer_play_bet_check(p_player bigint, p_login_session bigint, p_amount bigint, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c_periods constant text[] := ARRAY['day', 'week', 'month'];
  v_limit record;
  v_kinds text[] := '{}';
  v_periods text[] := '{}';
  v_amounts bigint[] := '{}';
  v_session bigint;
  v_started timestamptz;
  v_starts timestamptz[];
  v_from timestamptz;
  v_bets bigint[];
  v_wins bigint[];
  v_used bigint;
  v_at int;
BEGIN
  -- Locked: concurrent bets of this player wait here, then read what the earlier ones wrote.
  FOR v_limit IN
    SELECT l.kind, l.period, l.amount FROM player_limits l
     WHERE l.player_id = p_player AND l.kind IN ('loss', 'wager', 'session') AND l.amount IS NOT NULL
     ORDER BY l.kind, array_position(ARRAY['day', 'week', 'month', 'login'], l.period)
       FOR UPDATE
  LOOP
    IF v_limit.kind = 'session' THEN
      v_session := v_limit.amount;
    ELSE
      v_kinds := v_kinds || v_limit.kind;
      v_periods := v_periods || v_limit.period;
      v_amounts := v_amounts || v_limit.amount;
    END IF;
  END LOOP;

  IF v_session IS NOT NULL AND p_login_session IS NOT NULL THEN
    SELECT l.started_at INTO v_started FROM login_session_ends l WHERE l.id = p_login_session;
    IF FOUND AND p_at >= v_started + v_session * interval '1 minute' THEN
      RAISE EXCEPTION '%', json_build_object('limit', v_session, 'used', floor(extract(epoch FROM p_at - v_started) / 60)::bigint)::text
        USING ERRCODE = 'GW012';
    END IF;
  END IF;

  IF cardinality(v_kinds) = 0 THEN
    RETURN;
  END IF;

  v_starts := ARRAY[safer_play_period_start('day', p_at), safer_play_period_start('week', p_at), safer_play_period_start('month', p_at)];
  -- Only as far back as the longest period that has a limit.
  SELECT min(v_starts[array_position(c_periods, p)]) INTO v_from FROM unnest(v_periods) AS p;
  SELECT t.bets, t.wins INTO v_bets, v_wins FROM safer_play_totals(p_player, p_at, v_from) t;

  FOR i IN 1 .. cardinality(v_kinds) LOOP
    v_at := array_position(c_periods, v_periods[i]);
    IF v_kinds[i] = 'loss' THEN
      -- Net: winnings earlier in the period leave room for more bets.
      IF v_bets[v_at] - v_wins[v_at] + p_amount > v_amounts[i] THEN
        v_used := greatest(v_bets[v_at] - v_wins[v_at], 0);
        RAISE EXCEPTION '%', json_build_object('period', v_periods[i], 'limit', v_amounts[i], 'used', v_used)::text USING ERRCODE = 'GW010';
      END IF;
    ELSIF v_bets[v_at] + p_amount > v_amounts[i] THEN
      RAISE EXCEPTION '%', json_build_object('period', v_periods[i], 'limit', v_amounts[i], 'used', v_bets[v_at])::text USING ERRCODE = 'GW011';
    END IF;
  END LOOP;
END
$$;

-- gateway_bet (migration 405) with the login that opened the game session as a new parameter and
-- the limit check after the replay, claim and session checks (a replay is answered whatever the
-- limits) and before the round: the limit rows come first in the bet's lock order.
DROP FUNCTION gateway_bet(text, text, bigint, text, text, bigint, boolean, boolean,
  text, text, text, text, bigint, text, smallint, bigint, text, smallint, bigint, text, jsonb, timestamptz);

CREATE FUNCTION gateway_bet(
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
     AND (t.kind = 'bet' OR t.status = 'rollback_of_unknown_bet');
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
