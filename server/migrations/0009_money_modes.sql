-- DESIGN section 8: responsible-play controls of the `real` money mode, demo credits, the
-- organiser role and the append-only admin audit log.

-- Date of birth, stored once with the 18+ confirmation before the first money action.
ALTER TABLE users ADD COLUMN IF NOT EXISTS date_of_birth date;
ALTER TABLE users ADD COLUMN IF NOT EXISTS age_confirmed_at timestamptz;
-- Another branch adds the same column (organisers create events).
ALTER TABLE users ADD COLUMN IF NOT EXISTS is_organizer boolean NOT NULL DEFAULT false;

-- Demo credits go through the ledger like any money, under their own kind.
ALTER TABLE wallet_entries DROP CONSTRAINT IF EXISTS wallet_entries_kind_check;
ALTER TABLE wallet_entries ADD CONSTRAINT wallet_entries_kind_check CHECK (kind IN
  ('deposit', 'withdraw', 'withdraw_refund', 'bet', 'win', 'plan', 'adjustment', 'demo_credit'));

-- Deposit limits in paise per window (NULL: none). A raise is kept as pending with the time it
-- takes effect (24 h later); a lowering replaces the limit at once and drops a pending raise.
CREATE TABLE IF NOT EXISTS deposit_limits (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  window_name text NOT NULL CHECK (window_name IN ('daily', 'weekly', 'monthly')),
  limit_paise bigint CHECK (limit_paise IS NULL OR limit_paise > 0),
  pending_paise bigint,
  pending_none boolean NOT NULL DEFAULT false,
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, window_name)
);

-- Self-exclusions: never shortened or deleted; a later one may only extend. NULL until means
-- permanent.
CREATE TABLE IF NOT EXISTS self_exclusions (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('24h', '7d', '30d', 'permanent')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS self_exclusions_user_idx ON self_exclusions (user_id, starts_at);

-- Every admin action: written in the change's own transaction; the trigger refuses any UPDATE
-- or DELETE, so the log can only grow.
CREATE TABLE IF NOT EXISTS admin_audit (
  id bigserial PRIMARY KEY,
  admin_id uuid,
  admin_name text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS admin_audit_time_idx ON admin_audit (created_at DESC);

CREATE OR REPLACE FUNCTION admin_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS admin_audit_no_change ON admin_audit;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
