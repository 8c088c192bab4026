-- The trade and bonus tickers of the lobby read the newest few transfers of a handful of rare
-- kinds. Bets and wins make up most of the ledger, so without this index finding them would
-- walk back through every recent bet. Partial: other transfers pay nothing for it.
CREATE INDEX ledger_transfers_ticker_idx ON ledger_transfers (id DESC)
  WHERE kind IN ('deposit', 'withdrawalPaid', 'signUpBonus', 'reward');
