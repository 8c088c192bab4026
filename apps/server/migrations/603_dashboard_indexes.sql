-- The console's dashboard (docs/decisions/066) sums a period of up to 92 Philippine days from the
-- owning modules' tables by the moment each thing happened. Without these indexes each of its
-- reads would walk the whole table; with them it reads only the period's rows.

-- Bets, wins, refunds and bonus coins by when they were made (the wallet's daily figures).
CREATE INDEX ledger_transfers_created ON ledger_transfers (created_at);
-- Registrations and logins by day (accounts).
CREATE INDEX players_created ON players (created_at);
CREATE INDEX sessions_created ON sessions (created_at);
-- Credited deposits by when they were credited, paid withdrawals by when they were paid (payments).
-- Partial: only paid orders are counted, and open or failed ones pay nothing for it.
CREATE INDEX deposit_orders_paid ON deposit_orders (paid_at) WHERE status = 'paid';
CREATE INDEX withdrawal_orders_paid ON withdrawal_orders (updated_at) WHERE status = 'paid';
