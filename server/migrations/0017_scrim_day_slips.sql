-- The day as it slips (DESIGN 7, issue 22): a room released by hand before its clock time, teams
-- that left an event by missing check-in or by disqualification (kept for their page and their
-- record: no-shows), and an organiser's time-limited bans of a team from all of his events.

ALTER TABLE event_matches ADD COLUMN IF NOT EXISTS room_released_at timestamptz;

-- One row per team and event it left; player_ids are the rostered players at that moment (their
-- page shows "missed check-in" or "disqualified" after the registration itself is gone).
CREATE TABLE IF NOT EXISTS event_team_exits (
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('missed_check_in', 'disqualified')),
  reason text,
  player_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, team_id)
);
CREATE INDEX IF NOT EXISTS event_team_exits_team_idx ON event_team_exits (team_id);

CREATE TABLE IF NOT EXISTS organizer_team_bans (
  organizer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  reason text NOT NULL,
  banned_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organizer_id, team_id)
);
CREATE INDEX IF NOT EXISTS organizer_team_bans_team_idx ON organizer_team_bans (team_id);
