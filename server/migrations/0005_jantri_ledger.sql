-- Jantri ledger: bet records, declared results, hisab rows and lain-dain records (DESIGN section 5).
-- Money is integer paise. Hisab and lain-dain rows name the client and game by text, so they stay
-- when the jantri, the game or the client is deleted.

-- One pasted group = one bet record; deleting it removes exactly its amounts.
CREATE TABLE jantri_bets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES jantri_clients(id) ON DELETE CASCADE,
  game_id uuid NOT NULL REFERENCES jantri_games(id) ON DELETE CASCADE,
  bet_type text NOT NULL CHECK (bet_type IN ('jodi', 'crossing', 'batta', 'ladi', 'hruf')),
  bet_numbers text NOT NULL,
  hruf_type text CHECK (hruf_type IN ('andar', 'bahar')),
  source text NOT NULL DEFAULT '',
  -- label ("00".."99", or "0".."9" for haruf) -> paise
  amounts_paise jsonb NOT NULL,
  total_paise bigint NOT NULL CHECK (total_paise > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((bet_type = 'hruf') = (hruf_type IS NOT NULL))
);
CREATE INDEX jantri_bets_sheet_idx ON jantri_bets (owner_id, game_id, client_id);
CREATE INDEX jantri_bets_client_idx ON jantri_bets (client_id);

-- One declared result per operator, game and day.
CREATE TABLE jantri_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game_id uuid NOT NULL REFERENCES jantri_games(id) ON DELETE CASCADE,
  result_date date NOT NULL,
  result text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jantri_results_day_key ON jantri_results (owner_id, game_id, result_date);

-- The settled sheet of one client on one game and day; re-declaring replaces that day's rows.
CREATE TABLE jantri_hisab (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_name text NOT NULL,
  game_name text NOT NULL,
  result_date date NOT NULL,
  name_result text NOT NULL,
  total_kaam_paise bigint NOT NULL,
  jodi_ps_paise bigint NOT NULL,
  hrf_ps_paise bigint NOT NULL,
  lc_comm_paise bigint NOT NULL,
  profit_loss_paise bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jantri_hisab_row_key
  ON jantri_hisab (owner_id, lower(client_name), lower(game_name), result_date);
CREATE INDEX jantri_hisab_day_idx ON jantri_hisab (owner_id, result_date);

-- Money paid to (pay) or received from (receive) a client, in cash or online.
CREATE TABLE jantri_lain_dain (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_name text NOT NULL,
  type text NOT NULL CHECK (type IN ('pay', 'receive')),
  receive_type text NOT NULL CHECK (receive_type IN ('cash', 'online')),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  entry_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jantri_lain_dain_client_idx ON jantri_lain_dain (owner_id, lower(client_name), entry_date);
