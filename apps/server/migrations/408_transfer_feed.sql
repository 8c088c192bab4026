-- The wallet's transfer feed (docs/architecture.md): modules that act on bets, wins and other
-- movements (VIP experience, task progress, rebates, commissions) read ledger transfers by
-- cursor after they commit, so a bet stays one statement.
--
-- Identity ids are taken at insert, not at commit: a transfer with a smaller id can commit after
-- one with a larger id has been read, and a plain "id > cursor" reader would skip it. So each
-- transfer records the id of the transaction that wrote it, and a reader takes only transfers of
-- transactions older than every transaction still running (pg_snapshot_xmin): those are all
-- finished, and none can appear behind the cursor later.
ALTER TABLE ledger_transfers ADD COLUMN txid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX ledger_transfers_feed ON ledger_transfers (txid, id);

CREATE TABLE wallet_feed_cursors (
  consumer text PRIMARY KEY,
  last_txid xid8 NOT NULL DEFAULT '0'::xid8,
  last_id bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
