-- Multi-stage battle-royale events (DESIGN 7, issue 22): stages in order, their groups (lobbies of
-- at most 25 squads), the teams of each group, the schedule of matches (one group alone or several
-- meeting in rotation) with their rooms, and the results of each match.

CREATE TABLE IF NOT EXISTS event_stages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES esports_events(id) ON DELETE CASCADE,
  stage_no integer NOT NULL CHECK (stage_no > 0),
  name text NOT NULL,
  group_size integer NOT NULL CHECK (group_size BETWEEN 1 AND 25),
  points_preset text NOT NULL DEFAULT 'pmgc',
  points_placement jsonb,
  kill_points integer NOT NULL DEFAULT 1,
  advance_rule text NOT NULL CHECK (advance_rule IN ('per_group', 'overall', 'manual')),
  advance_count integer NOT NULL DEFAULT 0,
  -- How the groups were drawn, and the random draw's seed (shown so anyone can check it).
  seed_method text,
  seed text,
  -- Kept so a page can tell a rotation that cannot be balanced (see services/stages/schedule.ts).
  balance jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- The teams that went on, in order, once the stage is closed.
  advanced_team_ids jsonb,
  closed_at timestamptz,
  -- Bumped by every change to the stage's tables (results, draw, close): an API instance keeps
  -- a stage's computed tables while this number stays the same (services/stages/stage-cache.ts).
  tables_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT event_stages_no_key UNIQUE (event_id, stage_no)
);

CREATE TABLE IF NOT EXISTS stage_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stage_id uuid NOT NULL REFERENCES event_stages(id) ON DELETE CASCADE,
  group_no integer NOT NULL CHECK (group_no > 0),
  name text NOT NULL,
  CONSTRAINT stage_groups_no_key UNIQUE (stage_id, group_no)
);

-- A team is in one group of a stage; seed_no is its place in the draw (1 first).
CREATE TABLE IF NOT EXISTS stage_teams (
  stage_id uuid NOT NULL REFERENCES event_stages(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  group_id uuid REFERENCES stage_groups(id) ON DELETE SET NULL,
  seed_no integer NOT NULL,
  PRIMARY KEY (stage_id, team_id)
);
CREATE INDEX IF NOT EXISTS stage_teams_group_idx ON stage_teams (group_id);

CREATE TABLE IF NOT EXISTS stage_matches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stage_id uuid NOT NULL REFERENCES event_stages(id) ON DELETE CASCADE,
  match_no integer NOT NULL CHECK (match_no > 0),
  group_ids uuid[] NOT NULL,
  map text NOT NULL,
  start_time timestamptz NOT NULL,
  room_id text,
  room_password text,
  results_posted_at timestamptz,
  CONSTRAINT stage_matches_no_key UNIQUE (stage_id, match_no)
);

CREATE TABLE IF NOT EXISTS stage_results (
  match_id uuid NOT NULL REFERENCES stage_matches(id) ON DELETE CASCADE,
  stage_id uuid NOT NULL REFERENCES event_stages(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  match_no integer NOT NULL,
  placement integer NOT NULL CHECK (placement BETWEEN 1 AND 25),
  kills integer NOT NULL CHECK (kills BETWEEN 0 AND 99),
  placement_points integer NOT NULL,
  points integer NOT NULL,
  posted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, team_id)
);
CREATE INDEX IF NOT EXISTS stage_results_stage_idx ON stage_results (stage_id, team_id);

-- Who saw a stage match's room and when (DESIGN 7: each view is logged).
CREATE TABLE IF NOT EXISTS stage_room_views (
  id bigserial PRIMARY KEY,
  match_id uuid NOT NULL REFERENCES stage_matches(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS stage_room_views_match_idx ON stage_room_views (match_id, viewed_at);
