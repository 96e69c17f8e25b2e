-- Several API instances (issue 15): a per-conversation message sequence assigned by the insert
-- itself (a BEFORE INSERT trigger). The conversation row is the counter: its upsert ... RETURNING
-- locks the row until the inserting transaction ends, so two instances storing into one
-- conversation at once get consecutive numbers, never the same one. Every insert path (the socket,
-- the seed, tests, other branches) gets a number without knowing about it.
CREATE TABLE IF NOT EXISTS chat_conversations (
  user_low uuid NOT NULL,
  user_high uuid NOT NULL,
  last_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_low, user_high)
);

ALTER TABLE chat_messages ADD COLUMN IF NOT EXISTS seq bigint;

-- Messages stored before this migration are numbered in their stored order.
WITH numbered AS (
  SELECT id, row_number() OVER (
    PARTITION BY LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id)
    ORDER BY created_at, id
  ) AS n
  FROM chat_messages
)
UPDATE chat_messages m SET seq = numbered.n FROM numbered WHERE m.id = numbered.id AND m.seq IS NULL;

INSERT INTO chat_conversations (user_low, user_high, last_seq)
SELECT LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), max(seq)
FROM chat_messages
GROUP BY 1, 2
ON CONFLICT (user_low, user_high) DO NOTHING;

ALTER TABLE chat_messages ALTER COLUMN seq SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS chat_messages_pair_seq_key
  ON chat_messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), seq);

CREATE OR REPLACE FUNCTION chat_messages_assign_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq IS NULL THEN
    INSERT INTO chat_conversations AS c (user_low, user_high, last_seq)
    VALUES (LEAST(NEW.sender_id, NEW.receiver_id), GREATEST(NEW.sender_id, NEW.receiver_id), 1)
    ON CONFLICT (user_low, user_high) DO UPDATE SET last_seq = c.last_seq + 1
    RETURNING c.last_seq INTO NEW.seq;
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS chat_messages_seq ON chat_messages;
CREATE TRIGGER chat_messages_seq BEFORE INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_assign_seq();
