-- The scrim / tournament day (DESIGN section 7): organisers, event settings, slots and the
-- waitlist, check-ins, matches with their rooms, room views, results, flags, points presets and
-- notifications. ADD COLUMN IF NOT EXISTS where another branch may add the same column.

ALTER TABLE users ADD COLUMN IF NOT EXISTS is_organizer boolean NOT NULL DEFAULT false;

-- Points presets (DESIGN 7): placement points by place (index 0 is 1st) plus points per kill.
CREATE TABLE IF NOT EXISTS points_presets (
  name text PRIMARY KEY,
  placement_points jsonb NOT NULL,
  kill_points integer NOT NULL DEFAULT 1
);
INSERT INTO points_presets (name, placement_points, kill_points) VALUES
  ('pmgc', '[10, 6, 5, 4, 3, 2, 1, 1]'::jsonb, 1),
  ('classic', '[15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1]'::jsonb, 1)
ON CONFLICT (name) DO NOTHING;

-- Event settings. Slots are max_players / 4 (squads); times are minutes before the start (check-in)
-- or before each match (room release). points_placement is the custom table (null for presets).
ALTER TABLE esports_events
  ADD COLUMN IF NOT EXISTS organizer_id uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS check_in_opens_minutes integer NOT NULL DEFAULT 30,
  ADD COLUMN IF NOT EXISTS check_in_closes_minutes integer NOT NULL DEFAULT 10,
  ADD COLUMN IF NOT EXISTS room_release_minutes integer NOT NULL DEFAULT 10,
  ADD COLUMN IF NOT EXISTS points_preset text NOT NULL DEFAULT 'pmgc',
  ADD COLUMN IF NOT EXISTS points_placement jsonb,
  ADD COLUMN IF NOT EXISTS kill_points integer NOT NULL DEFAULT 1,
  ADD COLUMN IF NOT EXISTS roster_check_in boolean NOT NULL DEFAULT false,
  -- Set once the background job has told the teams that check-in is open / closed the window.
  ADD COLUMN IF NOT EXISTS check_in_open_notified_at timestamptz,
  ADD COLUMN IF NOT EXISTS check_in_closed_at timestamptz;
CREATE INDEX IF NOT EXISTS esports_events_organizer_idx ON esports_events (organizer_id);

-- Waitlisted registrations hold no slot (they do not count in total_players_registered);
-- waitlist_seq keeps their order, a team's position is its rank among the waitlisted.
CREATE SEQUENCE IF NOT EXISTS event_waitlist_seq;
ALTER TABLE event_registrations
  ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'registered'
    CHECK (status IN ('registered', 'waitlisted')),
  ADD COLUMN IF NOT EXISTS waitlist_seq bigint,
  ADD COLUMN IF NOT EXISTS promoted_at timestamptz,
  ADD COLUMN IF NOT EXISTS checked_in_at timestamptz,
  ADD COLUMN IF NOT EXISTS checked_in_by uuid REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS event_registrations_waitlist_idx
  ON event_registrations (event_id, waitlist_seq) WHERE status = 'waitlisted';

-- A team removed with a ban cannot register for that event again.
CREATE TABLE IF NOT EXISTS event_team_bans (
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  banned_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, team_id)
);

CREATE TABLE IF NOT EXISTS event_matches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  match_no integer NOT NULL CHECK (match_no > 0),
  map text NOT NULL,
  start_time timestamptz NOT NULL,
  room_id text,
  room_password text,
  -- When the release notification went out (the background job sends it once).
  room_notified_at timestamptz,
  results_posted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT event_matches_no_key UNIQUE (event_id, match_no)
);

-- Who saw a room and when (DESIGN 7: each view is logged).
CREATE TABLE IF NOT EXISTS room_views (
  id bigserial PRIMARY KEY,
  match_id uuid NOT NULL REFERENCES event_matches(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS room_views_match_idx ON room_views (match_id, viewed_at);

CREATE TABLE IF NOT EXISTS match_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  match_id uuid NOT NULL REFERENCES event_matches(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  placement integer NOT NULL CHECK (placement BETWEEN 1 AND 25),
  kills integer NOT NULL CHECK (kills BETWEEN 0 AND 99),
  -- Placement plus kill points under the event's system at posting time (feeds teams.team_rank).
  points integer NOT NULL DEFAULT 0,
  posted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT match_results_team_key UNIQUE (match_id, team_id)
);
CREATE INDEX IF NOT EXISTS match_results_event_idx ON match_results (event_id);

CREATE TABLE IF NOT EXISTS result_player_kills (
  result_id uuid NOT NULL REFERENCES match_results(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kills integer NOT NULL CHECK (kills BETWEEN 0 AND 99),
  PRIMARY KEY (result_id, user_id)
);

CREATE TABLE IF NOT EXISTS result_flags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  result_id uuid NOT NULL REFERENCES match_results(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  flagged_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
  resolution_note text,
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS result_flags_event_idx ON result_flags (event_id, status);

CREATE TABLE IF NOT EXISTS notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, created_at DESC);
