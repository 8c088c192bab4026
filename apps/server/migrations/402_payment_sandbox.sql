-- The sandbox payment provider's own books: what a real provider keeps on its side. Payments
-- (deposits) shown on its hosted page, payouts, and the queue of signed callbacks it delivers
-- to the callback endpoint with retries (persisted, so a restart resumes delivery).

CREATE TABLE sandbox_payments (
  -- The provider's payment id (in the hosted page's URL).
  ref               text PRIMARY KEY,
  merchant_order_id text NOT NULL CONSTRAINT sandbox_payments_merchant_order UNIQUE,
  method            text NOT NULL CHECK (method IN ('payUrl', 'qr', 'bankOwn')),
  amount            bigint NOT NULL CHECK (amount > 0),
  status            text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  qr_payload        text,
  return_url        text NOT NULL,
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);

CREATE TABLE sandbox_payouts (
  ref               text PRIMARY KEY,
  merchant_order_id text NOT NULL CONSTRAINT sandbox_payouts_merchant_order UNIQUE,
  amount            bigint NOT NULL CHECK (amount > 0),
  status            text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  reason            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);

CREATE TABLE sandbox_callback_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id        text NOT NULL CONSTRAINT sandbox_callback_outbox_event UNIQUE,
  -- The JSON body, signed afresh (new timestamp) at every attempt.
  body            text NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- A deliverer holds the row until then, so two workers never send it at once.
  claimed_until   timestamptz,
  delivered_at    timestamptz,
  gave_up_at      timestamptz,
  last_status     integer,
  created_at      timestamptz NOT NULL
);
CREATE INDEX sandbox_callback_outbox_due ON sandbox_callback_outbox (next_attempt_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
