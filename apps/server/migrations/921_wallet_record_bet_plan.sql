-- wallet_record_bet (migration 405) in PL/pgSQL rather than SQL, with the same statement: a
-- LANGUAGE sql function that cannot be inlined (it writes) is parsed and planned anew at every
-- call, which cost every bet more than the statement itself (decision 079). PL/pgSQL keeps the
-- statement's plan for the connection's life. The rule is unchanged and still has this one
-- definition, which gateway_bet and the wallet's turnover.recordBet both run.
CREATE OR REPLACE FUNCTION wallet_record_bet(p_player bigint, p_amount bigint, p_at timestamptz, p_unless_key text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_wagering (player_id, bet_total, updated_at)
  SELECT p_player, p_amount, p_at
   WHERE p_unless_key IS NULL OR NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = p_unless_key)
  ON CONFLICT (player_id) DO UPDATE SET
    bet_total = wallet_wagering.bet_total + p_amount,
    turnover_owed = greatest(wallet_wagering.turnover_owed - p_amount, 0),
    updated_at = p_at;
END
$$;
