-- The upper broker (issue 27, DESIGN section 5): an operator's upper operators with their terms,
-- the cuts he passes up to them, and what each pass settled into in his own book.

-- One upper operator of an operator. upper_user_id is set when the upper keeps his books here
-- (named by username or game id); client_id is the client standing for this operator in the
-- upper's book, made when the upper accepts his first pass.
CREATE TABLE IF NOT EXISTS jantri_uppers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  upper_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  passing_rate numeric(8, 2) NOT NULL DEFAULT 90,
  lc numeric(6, 2) NOT NULL DEFAULT 0,
  commission_basis text NOT NULL DEFAULT 'loss' CHECK (commission_basis IN ('loss', 'total')),
  patti numeric(6, 2) NOT NULL DEFAULT 0,
  client_id uuid REFERENCES jantri_clients(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (upper_user_id IS NULL OR upper_user_id <> owner_id)
);
CREATE UNIQUE INDEX IF NOT EXISTS jantri_uppers_name_key ON jantri_uppers (owner_id, lower(btrim(name)));

-- A cut passed up. status: 'sent' (waiting for the upper), 'accepted' (its bets are in the
-- upper's book: bet_ids), 'refused', 'recorded' (the upper keeps no books here: the pass counts
-- in the sender's book only), 'taken_back'. Amounts are paise: 100 jodi cells, 10 andar, 10 bahar.
CREATE TABLE IF NOT EXISTS jantri_passes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  upper_id uuid NOT NULL REFERENCES jantri_uppers(id) ON DELETE CASCADE,
  upper_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  game_name text NOT NULL,
  pass_date date NOT NULL,
  jodi_paise jsonb NOT NULL,
  andar_paise jsonb NOT NULL,
  bahar_paise jsonb NOT NULL,
  total_paise bigint NOT NULL CHECK (total_paise > 0),
  status text NOT NULL CHECK (status IN ('sent', 'accepted', 'refused', 'recorded', 'taken_back')),
  refuse_reason text,
  bet_ids jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX IF NOT EXISTS jantri_passes_owner_idx ON jantri_passes (owner_id, pass_date);
CREATE INDEX IF NOT EXISTS jantri_passes_upper_user_idx ON jantri_passes (upper_user_id, status);

-- What the passes of one game and day to one upper settled into, as the upper reckons it
-- (profit_loss positive: the upper gained, the sender pays). Kept like jantri_hisab rows.
CREATE TABLE IF NOT EXISTS jantri_pass_hisab (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  upper_name text NOT NULL,
  game_name text NOT NULL,
  result_date date NOT NULL,
  name_result text NOT NULL,
  total_kaam_paise bigint NOT NULL,
  win_paise bigint NOT NULL,
  lc_comm_paise bigint NOT NULL,
  profit_loss_paise bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS jantri_pass_hisab_day_idx ON jantri_pass_hisab (owner_id, result_date, game_name);
