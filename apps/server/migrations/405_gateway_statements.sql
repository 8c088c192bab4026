-- The gateway's bet and win, each as one statement (modules/play/provider-statements.ts,
-- decision 045). A statement is atomic on its own, so a bet or a win costs one round trip and no
-- BEGIN/COMMIT. The rules are those of the multi-statement version they replace, in the same
-- order, locking rows in the same order (the bet's row, the round, the wagering row, ledger
-- accounts, then new rows):
--   * outcomes that write nothing are returned as rows (replay, claimed, inadmissible, ...);
--   * a refusal found after something was written raises, which undoes the whole statement:
--     GW001 insufficient funds (message: the balance), GW002 lost a race to a concurrent
--     request with the same id (run again), GW003 the ledger key was used for other content;
--   * a concurrent insert of the same transaction id or bet claim raises a unique violation,
--     which the caller also runs again to answer the replay.

-- A bet's share of wagering: the cumulative bet grows and the turnover owed is paid down.
-- p_unless_key: change nothing when a transfer with that key exists (see wallet/turnover.ts).
CREATE FUNCTION wallet_record_bet(p_player bigint, p_amount bigint, p_at timestamptz, p_unless_key text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO wallet_wagering (player_id, bet_total, updated_at)
  SELECT p_player, p_amount, p_at
   WHERE p_unless_key IS NULL OR NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = p_unless_key)
  ON CONFLICT (player_id) DO UPDATE SET
    bet_total = wallet_wagering.bet_total + p_amount,
    turnover_owed = greatest(wallet_wagering.turnover_owed - p_amount, 0),
    updated_at = p_at;
$$;

-- A rolled-back bet gives back exactly the turnover it paid down (decision 050). A bet pays down
-- the smaller of its stake and what was owed at that moment, which a rollback cannot work out
-- afterwards (rewards and other bets change what is owed), so the bet's row records it.

-- Turnover the bet paid down, in hundredths. NULL on wins and rollbacks, and on bets recorded
-- before this column existed: their rollback falls back to the earlier capped rule (wallet/turnover.ts).
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

-- The player's main coin balance (0 before the account exists).
CREATE FUNCTION gateway_coin_balance(p_player bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(max(balance), 0)::bigint FROM ledger_accounts
   WHERE player_id = p_player AND asset = 'COIN' AND purpose = 'main';
$$;

-- What both functions answer: an outcome, a detail for the caller's message, the amount of the
-- bet a win settles, and the provider_transactions row (the recorded or the replayed one).
CREATE TYPE gateway_answer AS (
  outcome text, detail text, bet_amount bigint,
  id bigint, provider_code text, transaction_id text, kind text, player_id bigint, game_code text, round_id text,
  amount bigint, bet_transaction_id text, status text, transfer_key text, balance_after bigint, created_at timestamptz
);

CREATE FUNCTION gateway_answer_of(p_outcome text, p_detail text, p_bet_amount bigint, t provider_transactions)
RETURNS gateway_answer LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(p_outcome, p_detail, p_bet_amount, t.id, t.provider_code, t.transaction_id, t.kind, t.player_id, t.game_code,
    t.round_id, t.amount, t.bet_transaction_id, t.status, t.transfer_key, t.balance_after, t.created_at)::gateway_answer;
$$;

-- Outcomes: replay (row: the first one), claimed (detail: the rollback that claimed the id),
-- inadmissible (the caller's session checks refused), round_closed, applied (row: the new one).
-- The last fourteen parameters are ledger_transfer's, prepared by the wallet.
CREATE FUNCTION gateway_bet(
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

-- Outcomes: replay, inadmissible, bet_not_found (no claim on the id), bet_rolled_back,
-- not_this_round (the bet is another player's, game's or round's), round_closed, applied
-- (bet_amount: the bet's stake, for the big-win rule). p_key is NULL for a win of 0: nothing moves.
CREATE FUNCTION gateway_win(
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
     AND (t.kind = 'bet' OR t.status = 'rollback_of_unknown_bet')
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
