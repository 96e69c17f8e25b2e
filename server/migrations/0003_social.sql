-- Social: team join requests, friend requests, chat messages (DESIGN section 4).

-- A join request is pending until the team leader accepts or rejects it; processed rows stay as
-- the team's request history. One pending request per player and team (the partial index).
CREATE TABLE join_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  processed_at timestamptz
);
CREATE UNIQUE INDEX join_requests_one_pending_key ON join_requests (team_id, user_id) WHERE status = 'pending';
CREATE INDEX join_requests_user_idx ON join_requests (user_id, created_at);
CREATE INDEX join_requests_team_idx ON join_requests (team_id, status);

-- One row per pair of players whatever the direction: a second request between the same two
-- (either way round) is a unique violation, so two racing requests cannot both be stored.
CREATE TABLE friend_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receiver_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  accepted_at timestamptz,
  CONSTRAINT friend_requests_not_self CHECK (sender_id <> receiver_id)
);
CREATE UNIQUE INDEX friend_requests_pair_key ON friend_requests (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id));
CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, status);

-- Messages are stored before they are delivered. (sender, client message id) is unique, so a
-- send retried after a reconnect is stored once.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receiver_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text text NOT NULL,
  client_message_id text,
  client_timestamp text,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX chat_messages_client_key ON chat_messages (sender_id, client_message_id);
CREATE INDEX chat_messages_pair_idx ON chat_messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), created_at);
CREATE INDEX chat_messages_unread_idx ON chat_messages (receiver_id, sender_id) WHERE NOT read;
