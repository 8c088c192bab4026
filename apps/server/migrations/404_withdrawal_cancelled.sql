-- A player may cancel a withdrawal still waiting for review (docs/decisions/047): the new
-- terminal status cancelled gives the held coins back, like rejected.
ALTER TABLE withdrawal_orders DROP CONSTRAINT withdrawal_orders_status_check;
ALTER TABLE withdrawal_orders ADD CONSTRAINT withdrawal_orders_status_check
  CHECK (status IN ('pending', 'processing', 'paid', 'rejected', 'failed', 'cancelled'));
