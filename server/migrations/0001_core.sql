-- Core: users, auth tokens, the wallet ledger, teams. Money is integer paise (DESIGN section 6).
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  bgmi_user_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  match_making boolean NOT NULL DEFAULT false,
  profile_image text,
  wallet_paise bigint NOT NULL DEFAULT 0 CONSTRAINT users_wallet_not_negative CHECK (wallet_paise >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Game ids and usernames are unique whatever their case, so "Ace" and "ace" cannot both sign up.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_bgmi_user_id_key ON users (lower(bgmi_user_id));

CREATE TABLE auth_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

-- Append-only: every wallet change is one row here plus the cached users.wallet_paise, written
-- in one transaction. idempotency_key makes a duplicated request change money once.
CREATE TABLE wallet_entries (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'withdraw_refund', 'bet', 'win', 'plan', 'adjustment')),
  amount_paise bigint NOT NULL,
  balance_after_paise bigint NOT NULL CHECK (balance_after_paise >= 0),
  reference text,
  idempotency_key text UNIQUE,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_entries_user_idx ON wallet_entries (user_id, id);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_name text NOT NULL,
  leader_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_active boolean NOT NULL DEFAULT true,
  team_rank integer NOT NULL DEFAULT 0,
  total_matches_played integer NOT NULL DEFAULT 0,
  total_wins integer NOT NULL DEFAULT 0,
  total_earnings_paise bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Team names are unique case-insensitively after trimming (DESIGN section 4).
CREATE UNIQUE INDEX teams_name_key ON teams (lower(btrim(team_name)));

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('leader', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user_idx ON team_members (user_id);

-- An operator's jantri clients and games (bazars) are part of the user info every login returns
-- (user_clients, user_games), so they live with the core tables.
CREATE TABLE jantri_clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_name text NOT NULL,
  lc numeric(6, 2) NOT NULL DEFAULT 0 CHECK (lc >= 0 AND lc <= 100),
  passing_rate numeric(8, 2) NOT NULL DEFAULT 90 CHECK (passing_rate >= 0),
  patti numeric(6, 2) NOT NULL DEFAULT 0 CHECK (patti >= 0 AND patti <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jantri_clients_owner_name_key ON jantri_clients (owner_id, lower(btrim(client_name)));

CREATE TABLE jantri_games (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game_name text NOT NULL,
  short_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jantri_games_owner_name_key ON jantri_games (owner_id, lower(btrim(game_name)));
