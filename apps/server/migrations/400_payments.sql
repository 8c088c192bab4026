-- Payments: deposit and withdrawal orders with explicit states, every state change, the
-- callbacks providers sent, the players' bound bank and e-wallet accounts, and per-player
-- deposit totals. Amounts are bigint hundredths. Coins move only through the ledger (kinds
-- deposit, withdrawalHold, withdrawalPaid, withdrawalRefund), keyed per order.

-- One row per player who has used payments. Also the per-player lock that serialises a
-- player's withdrawal requests (daily limits) and deposit credits (totals).
CREATE TABLE payment_player_state (
  player_id         bigint PRIMARY KEY REFERENCES players (id),
  total_recharge    bigint NOT NULL DEFAULT 0,
  first_recharge_at timestamptz,
  updated_at        timestamptz NOT NULL,
  CONSTRAINT payment_player_state_total_not_negative CHECK (total_recharge >= 0)
);

-- A player's bound accounts: one per bank or e-wallet (§4 merge rule), and an account number
-- belongs to one player only.
CREATE TABLE payment_bank_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id      bigint NOT NULL REFERENCES players (id),
  bank_id        integer NOT NULL,
  account_name   text NOT NULL,
  -- Digits only (e-wallets: the 11-digit mobile number). Personal data: never logged.
  account_number text NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CONSTRAINT payment_bank_accounts_player_bank UNIQUE (player_id, bank_id),
  CONSTRAINT payment_bank_accounts_number UNIQUE (bank_id, account_number)
);

CREATE TABLE deposit_orders (
  -- The order id shown to the player and sent to the provider as the merchant reference.
  id              text PRIMARY KEY,
  -- Creation order (ids are random; times can tie).
  seq             bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT deposit_orders_seq UNIQUE,
  player_id       bigint NOT NULL REFERENCES players (id),
  channel_id      integer NOT NULL,
  channel_name    text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('payUrl', 'qr', 'bankOwn')),
  provider        text NOT NULL,
  provider_ref    text,
  amount          bigint NOT NULL CHECK (amount > 0),
  act_type        integer NOT NULL DEFAULT 0,
  status          text NOT NULL CHECK (status IN ('created', 'pending', 'paid', 'failed', 'expired')),
  -- What the player was given: payUrl, qrCodeText or the own-bank details.
  instructions    jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- A callback could not be applied (e.g. amount mismatch): an operator looks at it.
  needs_review    boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  updated_at      timestamptz NOT NULL,
  -- Last time the provider was asked about the order (reconciliation).
  last_checked_at timestamptz
);
CREATE INDEX deposit_orders_player ON deposit_orders (player_id, seq DESC);
CREATE INDEX deposit_orders_open ON deposit_orders (created_at) WHERE status IN ('created', 'pending');

CREATE TABLE withdrawal_orders (
  id              text PRIMARY KEY,
  seq             bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT withdrawal_orders_seq UNIQUE,
  player_id       bigint NOT NULL REFERENCES players (id),
  -- The client's requestId: a retry returns this order.
  request_id      text NOT NULL,
  bank_account_id bigint NOT NULL REFERENCES payment_bank_accounts (id),
  -- The account as it was when requested (a later change of the account does not redirect it).
  bank_id         integer NOT NULL,
  account_name    text NOT NULL,
  account_number  text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  fee             bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  provider        text NOT NULL,
  provider_ref    text,
  status          text NOT NULL CHECK (status IN ('pending', 'processing', 'paid', 'rejected', 'failed')),
  reason          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  last_checked_at timestamptz,
  CONSTRAINT withdrawal_orders_request UNIQUE (player_id, request_id)
);
CREATE INDEX withdrawal_orders_player ON withdrawal_orders (player_id, seq DESC);
CREATE INDEX withdrawal_orders_open ON withdrawal_orders (status, created_at) WHERE status IN ('pending', 'processing');

-- Every state change of an order, with what caused it (player, callback, query, expiry,
-- operator:<name>). Append-only.
CREATE TABLE payment_order_transitions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_kind  text NOT NULL CHECK (order_kind IN ('deposit', 'withdrawal')),
  order_id    text NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  cause       text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  at          timestamptz NOT NULL
);
CREATE INDEX payment_order_transitions_order ON payment_order_transitions (order_kind, order_id, id);

-- Every callback received, applied or not (bad signatures too), without the raw body.
CREATE TABLE payment_callbacks (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider    text NOT NULL,
  event_id    text,
  event_type  text,
  order_kind  text,
  order_id    text,
  amount      bigint,
  outcome     text NOT NULL,
  body_sha256 text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX payment_callbacks_order ON payment_callbacks (order_id, id) WHERE order_id IS NOT NULL;

CREATE FUNCTION payment_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER payment_order_transitions_append_only BEFORE UPDATE OR DELETE ON payment_order_transitions
  FOR EACH ROW EXECUTE FUNCTION payment_append_only();
CREATE TRIGGER payment_callbacks_append_only BEFORE UPDATE OR DELETE ON payment_callbacks
  FOR EACH ROW EXECUTE FUNCTION payment_append_only();
