-- Issue 25, accounts: one-time password reset codes and the per-account login backoff.

-- A reset code an admin issued after checking the person ('admin'), or the token of an e-mailed
-- link ('email'). Only its SHA-256 is kept; it expires soon and is used once (used_at).
CREATE TABLE IF NOT EXISTS password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('admin', 'email')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS password_resets_user_idx ON password_resets (user_id, created_at);

-- Failed logins (and wrong reset codes) in a row for an account, from any address, and until
-- when further attempts wait. A success clears the row (docs/decisions.md, "Login backoff").
CREATE TABLE IF NOT EXISTS login_backoff (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Addresses (SHA-256 of the client address) that logged in to the account successfully: a
-- known address may still try while the account waits, so a guesser cannot lock its owner out.
CREATE TABLE IF NOT EXISTS login_known_addresses (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, address_hash)
);
