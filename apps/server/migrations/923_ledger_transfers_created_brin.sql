-- The dashboard's period sums over ledger_transfers by created_at (migration 603) through a BRIN
-- index instead of a B-tree (decision 079): transfers are written in time order, so a summary per
-- range of pages finds a period's rows, and every bet and win no longer pays for a B-tree entry.
DROP INDEX ledger_transfers_created;
CREATE INDEX ledger_transfers_created ON ledger_transfers USING brin (created_at);
