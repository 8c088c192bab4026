-- A bet's share of wagering in two statements instead of four (decision 079): the wagering row is
-- locked and read, then updated, answering what the bet paid down from the two. The rule (the
-- cumulative bet grows by the stake; the turnover owed is paid down by it, never below 0) now has
-- its one definition here; wallet_record_bet, which the house games' turnover.recordBet runs,
-- applies it unless the bet's transfer already exists.
CREATE OR REPLACE FUNCTION wallet_record_bet_paid_down(p_player bigint, p_amount bigint, p_at timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_before bigint;
  v_paid bigint;
BEGIN
  SELECT w.turnover_owed INTO v_before FROM wallet_wagering w WHERE w.player_id = p_player FOR UPDATE;
  IF NOT FOUND THEN
    -- A player's first bet: the row is created (a concurrent first bet may create it first), then locked.
    INSERT INTO wallet_wagering (player_id, updated_at) VALUES (p_player, p_at) ON CONFLICT (player_id) DO NOTHING;
    SELECT w.turnover_owed INTO v_before FROM wallet_wagering w WHERE w.player_id = p_player FOR UPDATE;
  END IF;
  UPDATE wallet_wagering w SET
    bet_total = w.bet_total + p_amount,
    turnover_owed = greatest(w.turnover_owed - p_amount, 0),
    updated_at = p_at
   WHERE w.player_id = p_player
  RETURNING v_before - w.turnover_owed INTO v_paid;
  RETURN v_paid;
END
$$;

CREATE OR REPLACE FUNCTION wallet_record_bet(p_player bigint, p_amount bigint, p_at timestamptz, p_unless_key text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_unless_key IS NOT NULL AND EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = p_unless_key) THEN
    RETURN;
  END IF;
  PERFORM wallet_record_bet_paid_down(p_player, p_amount, p_at);
END
$$;
