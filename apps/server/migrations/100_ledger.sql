-- Double-entry ledger for coins and points.
--
-- Every movement of value is one row of ledger_transfers: one debit account, one credit
-- account, a positive amount, both balance updates made in the same statement. Money is
-- never created or destroyed: per asset the balances of all accounts sum to zero, with
-- system accounts (house, bonus expense, payments clearing, ...) allowed to go negative and
-- player accounts never. Amounts are integer hundredths.

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  asset text NOT NULL,
  -- NULL for a system account.
  player_id bigint REFERENCES players (id),
  -- Player accounts: main or safebox. System accounts: what the account is for (house, ...).
  purpose text NOT NULL,
  -- A hot system account is spread over several rows (shards) so that concurrent transfers do
  -- not queue on one row lock; its balance is the sum of its shards. Player accounts have one row.
  shard smallint NOT NULL DEFAULT 0,
  is_player boolean GENERATED ALWAYS AS (player_id IS NOT NULL) STORED,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_asset_known CHECK (asset IN ('COIN', 'POINTS')),
  CONSTRAINT ledger_accounts_player_not_negative CHECK (player_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_player_purpose CHECK (
    player_id IS NULL OR (shard = 0 AND (purpose = 'main' OR (purpose = 'safebox' AND asset = 'COIN')))
  ),
  CONSTRAINT ledger_accounts_system_purpose CHECK (
    player_id IS NOT NULL OR purpose IN (
      'house', 'bonus_expense', 'payments_clearing', 'withdrawals_pending', 'points_issuance', 'adjustments'
    )
  ),
  CONSTRAINT ledger_accounts_shard_range CHECK (shard BETWEEN 0 AND 1023)
);

CREATE UNIQUE INDEX ledger_accounts_player_key ON ledger_accounts (player_id, asset, purpose) WHERE player_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (purpose, asset, shard) WHERE player_id IS NULL;

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The caller's idempotency key: a replay finds the first transfer instead of moving again.
  idempotency_key text NOT NULL CONSTRAINT ledger_transfers_idempotency_key UNIQUE,
  -- Hash of what the transfer moves, to tell a replay from a conflicting reuse of the key.
  content_hash text NOT NULL,
  kind text NOT NULL,
  asset text NOT NULL,
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL,
  -- Balance of each leg's account right after this transfer (for a sharded system account:
  -- of that shard), so history shows a running balance without recomputing it.
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  reference text NOT NULL DEFAULT '',
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  CONSTRAINT ledger_transfers_amount_positive CHECK (amount > 0),
  CONSTRAINT ledger_transfers_two_accounts CHECK (debit_account_id <> credit_account_id)
);

CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id);

-- The books are append-only: a wrong transfer is corrected by another transfer, never edited.
CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();

-- The id of an account, creating it when asked (accounts are created on first credit).
CREATE FUNCTION ledger_account_id(
  p_player bigint, p_purpose text, p_asset text, p_shard smallint, p_create boolean
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_player IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts
      WHERE player_id IS NULL AND purpose = p_purpose AND asset = p_asset AND shard = p_shard;
  ELSE
    SELECT id INTO v_id FROM ledger_accounts
      WHERE player_id = p_player AND asset = p_asset AND purpose = p_purpose;
  END IF;
  IF v_id IS NULL AND p_create THEN
    INSERT INTO ledger_accounts (asset, player_id, purpose, shard)
      VALUES (p_asset, p_player, p_purpose, CASE WHEN p_player IS NULL THEN p_shard ELSE 0 END)
      ON CONFLICT DO NOTHING
      RETURNING id INTO v_id;
    -- Lost the race to a concurrent creator, who has committed by now: read its row.
    IF v_id IS NULL THEN
      RETURN ledger_account_id(p_player, p_purpose, p_asset, p_shard, false);
    END IF;
  END IF;
  RETURN v_id;
END
$$;

-- One transfer as one statement, so a single transfer costs one round trip and is atomic on
-- its own. Outcomes: applied, replayed (same key, same content: the first result, nothing
-- moved), conflict (same key, other content: nothing moved), insufficient (a player debit
-- beyond its balance: nothing moved). A concurrent transfer with the same key makes the
-- INSERT fail with a unique violation, undoing this statement; the caller retries and then
-- sees the replay.
CREATE FUNCTION ledger_transfer(
  p_key text, p_hash text, p_kind text, p_asset text,
  p_debit_player bigint, p_debit_purpose text, p_debit_shard smallint,
  p_credit_player bigint, p_credit_purpose text, p_credit_shard smallint,
  p_amount bigint, p_reference text, p_meta jsonb, p_at timestamptz
) RETURNS TABLE (
  outcome text, transfer_id bigint, debit_balance_after bigint, credit_balance_after bigint, created_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_prior record;
  v_debit bigint;
  v_credit bigint;
  v_debit_after bigint;
  v_credit_after bigint;
BEGIN
  SELECT t.id, t.content_hash, t.debit_balance_after, t.credit_balance_after, t.created_at INTO v_prior
    FROM ledger_transfers t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_prior.content_hash = p_hash THEN 'replayed' ELSE 'conflict' END,
      v_prior.id, v_prior.debit_balance_after, v_prior.credit_balance_after, v_prior.created_at;
    RETURN;
  END IF;

  -- A player account that does not exist yet has balance 0: it cannot be debited.
  v_debit := ledger_account_id(p_debit_player, p_debit_purpose, p_asset, p_debit_shard, p_debit_player IS NULL);
  IF v_debit IS NULL THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  v_credit := ledger_account_id(p_credit_player, p_credit_purpose, p_asset, p_credit_shard, true);

  -- Rows are locked in account-id order, so two transfers in opposite directions between the
  -- same accounts never deadlock. The guarded debit is re-evaluated on the latest committed
  -- balance when it had to wait for a lock.
  IF v_debit < v_credit THEN
    UPDATE ledger_accounts SET balance = balance - p_amount
      WHERE id = v_debit AND (balance - p_amount >= 0 OR NOT is_player)
      RETURNING balance INTO v_debit_after;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::timestamptz;
      RETURN;
    END IF;
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit
      RETURNING balance INTO v_credit_after;
  ELSE
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit
      RETURNING balance INTO v_credit_after;
    UPDATE ledger_accounts SET balance = balance - p_amount
      WHERE id = v_debit AND (balance - p_amount >= 0 OR NOT is_player)
      RETURNING balance INTO v_debit_after;
    IF NOT FOUND THEN
      -- Take the credit back so that a refusal leaves the transaction usable and unchanged.
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_credit;
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::timestamptz;
      RETURN;
    END IF;
  END IF;

  RETURN QUERY
    INSERT INTO ledger_transfers AS t (
      idempotency_key, content_hash, kind, asset, debit_account_id, credit_account_id, amount,
      debit_balance_after, credit_balance_after, reference, meta, created_at
    ) VALUES (
      p_key, p_hash, p_kind, p_asset, v_debit, v_credit, p_amount,
      v_debit_after, v_credit_after, p_reference, p_meta, p_at
    ) RETURNING 'applied'::text, t.id, t.debit_balance_after, t.credit_balance_after, t.created_at;
END
$$;
