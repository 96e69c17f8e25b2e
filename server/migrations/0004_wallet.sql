-- Wallet side (DESIGN sections 5 and 6): deposits, withdrawals, plans, recharges, support
-- tickets, platform game sessions and their bets. Money is integer paise; status codes are
-- 0 Pending, 1 Success, 2 Rejected. Every wallet change also writes a wallet_entries row.
CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  price_paise bigint NOT NULL CHECK (price_paise > 0),
  duration text NOT NULL,
  validity_days integer NOT NULL CHECK (validity_days > 0),
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  button text NOT NULL DEFAULT 'Buy Now',
  icon text NOT NULL DEFAULT 'star',
  highlight_level integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX plans_active_name_key ON plans (lower(btrim(name))) WHERE active;

CREATE TABLE deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  method text NOT NULL,
  payment_gateway text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  remarks text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
-- A UTR pays once, whoever sends it and whatever its case: a retried deposit is refused.
CREATE UNIQUE INDEX deposits_transaction_id_key ON deposits (upper(btrim(transaction_id)));
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_status_idx ON deposits (status, created_at);

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id text NOT NULL UNIQUE,
  amount_paise bigint NOT NULL CHECK (amount_paise >= 10000),
  method text NOT NULL CHECK (method IN ('phonepe', 'upi', 'bank')),
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  remarks text NOT NULL DEFAULT '',
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
CREATE UNIQUE INDEX withdrawals_request_key ON withdrawals (user_id, request_id);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at);

-- A plan bought through a deposit: pending (0) until that deposit is approved, then active (1)
-- with its expiry; rejected (2) with the deposit. One plan per deposit.
CREATE TABLE recharges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deposit_id uuid NOT NULL UNIQUE REFERENCES deposits(id) ON DELETE CASCADE,
  plan_id uuid REFERENCES plans(id) ON DELETE SET NULL,
  plan_name text NOT NULL,
  plan_amount_paise bigint NOT NULL CHECK (plan_amount_paise > 0),
  validity_days integer NOT NULL CHECK (validity_days > 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  activated_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recharges_user_idx ON recharges (user_id, created_at DESC);

CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject text NOT NULL,
  message text NOT NULL,
  img text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC);

-- Rounds of the platform game. seed_hash = sha256(seed) is published when the round opens; the
-- seed stays secret until the round is settled, then the winning number is derived from it
-- (or declared by an admin, result_source 'admin').
CREATE TABLE game_sessions (
  id bigserial PRIMARY KEY,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  declared_number text CHECK (declared_number ~ '^[0-9]{2}$'),
  winning_number text CHECK (winning_number ~ '^[0-9]{2}$'),
  result_source text CHECK (result_source IN ('draw', 'admin')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  settled_at timestamptz
);
-- At most one open round, even with several API instances starting rounds at once.
CREATE UNIQUE INDEX game_sessions_one_open ON game_sessions ((status)) WHERE status = 'open';

CREATE TABLE platform_bets (
  id bigserial PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES game_sessions(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position_number text NOT NULL CHECK (position_number ~ '^[0-9]{2}$'),
  amount_paise bigint NOT NULL CHECK (amount_paise >= 1000),
  request_id text,
  won boolean,
  payout_paise bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX platform_bets_request_key ON platform_bets (user_id, request_id);
CREATE INDEX platform_bets_session_idx ON platform_bets (session_id, user_id);
