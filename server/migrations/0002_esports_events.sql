-- Esports events: tournaments and daily scrims (one table, `kind`), team registrations with their
-- players, services and blogs. Money is integer paise (DESIGN section 6).
CREATE TABLE esports_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('tournament', 'scrim')),
  title text NOT NULL,
  session_id text NOT NULL,
  map text NOT NULL,
  match_type text NOT NULL,
  max_players integer NOT NULL CHECK (max_players > 0),
  -- A counter kept with the registrations in one transaction; the CHECK is the last guard
  -- against overfilling an event (DESIGN section 4: full events refuse).
  total_players_registered integer NOT NULL DEFAULT 0,
  total_winning_paise bigint CHECK (total_winning_paise >= 0),
  winning_per_player_paise bigint CHECK (winning_per_player_paise >= 0),
  registration_status integer NOT NULL DEFAULT 1,
  session_start_time timestamptz NOT NULL,
  session_end_time timestamptz NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT esports_events_capacity CHECK (
    total_players_registered >= 0 AND total_players_registered <= max_players
  ),
  CONSTRAINT esports_events_times CHECK (session_end_time > session_start_time)
);
CREATE INDEX esports_events_kind_time_idx ON esports_events (kind, session_start_time);

-- A team registers once per event.
CREATE TABLE event_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  registered_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT event_registrations_team_key UNIQUE (event_id, team_id)
);

-- A player is in an event once, whichever team brought him.
CREATE TABLE event_registration_players (
  registration_id uuid NOT NULL REFERENCES event_registrations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (registration_id, user_id),
  CONSTRAINT event_registration_players_player_key UNIQUE (event_id, user_id)
);
CREATE INDEX event_registration_players_user_idx ON event_registration_players (user_id);

CREATE TABLE services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  icon text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  benefits jsonb NOT NULL DEFAULT '[]'::jsonb,
  price_paise bigint NOT NULL CHECK (price_paise >= 0),
  button_label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- media_file is a file name under the uploads folder, served at /uploads/<name>.
CREATE TABLE blogs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  excerpt text NOT NULL,
  author text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  media_file text,
  media_type text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blogs_published_idx ON blogs (published_at DESC);
