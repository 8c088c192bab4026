-- Balance adjustments from the operator console (docs/decisions/062): a credit or debit of a
-- player's coins with a reason, applied at once up to ADJUSTMENT_APPROVAL_OVER, above it held
-- until a second operator approves or rejects it. Applying writes one ledger transfer (kind
-- adjustment, against the adjustments system account) keyed by the adjustment's id.

CREATE TABLE operator_adjustments (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES players (id),
  -- Hundredths: positive credits the player, negative debits.
  amount          bigint NOT NULL CHECK (amount <> 0),
  reason          text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  requested_by    text NOT NULL,
  requested_at    timestamptz NOT NULL,
  decided_by      text,
  decided_at      timestamptz,
  decision_reason text NOT NULL DEFAULT '',
  transfer_id     bigint
);
CREATE INDEX operator_adjustments_status ON operator_adjustments (status, id);
CREATE INDEX operator_adjustments_player ON operator_adjustments (player_id, id);
