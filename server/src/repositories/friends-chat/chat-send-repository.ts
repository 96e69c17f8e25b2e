import type { ChatCommit } from '../../config';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/http-error';
import { findByClientId, type ChatMessageRow, type NewChatMessage } from './chat-repository';

/** Why a live message was not stored, or the stored row (`created` false for a retry). */
export type SendOutcome =
  { friends: false } | { friends: true; row: ChatMessageRow; created: boolean };

const COLUMNS =
  'id, sender_id, receiver_id, text, client_message_id, client_timestamp, read, created_at, seq';

/**
 * The whole send in one statement (one round trip, prepared on PostgreSQL; it was five: the
 * friendship, the retry lookup, BEGIN, INSERT, COMMIT): the pair must be accepted friends; a
 * (sender, client message id) already stored is answered with the stored row; otherwise the row
 * is inserted and numbered by migration 0010's trigger.
 *
 * `asyncCommit` adds `set_config('synchronous_commit', 'off', true)`: SET LOCAL for the
 * statement's own implicit transaction, read by PostgreSQL when it commits, so this insert alone
 * returns without waiting for its WAL flush (the row is already visible to every reader); the
 * session and every other statement keep the server's setting. docs/decisions.md "Chat commits".
 */
const sendSql = (asyncCommit: boolean) => `
WITH friends AS (
  SELECT ${asyncCommit ? "set_config('synchronous_commit', 'off', true) AS commit_mode, " : ''}EXISTS (
    SELECT 1 FROM friend_requests
    WHERE LEAST(sender_id, receiver_id) = LEAST($1::uuid, $2::uuid)
      AND GREATEST(sender_id, receiver_id) = GREATEST($1::uuid, $2::uuid)
      AND status = 'accepted'
  ) AS ok
), earlier AS (
  SELECT ${COLUMNS} FROM chat_messages
  WHERE $4::text IS NOT NULL AND sender_id = $1::uuid AND client_message_id = $4::text
  LIMIT 1
), inserted AS (
  INSERT INTO chat_messages (sender_id, receiver_id, text, client_message_id, client_timestamp)
  SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text FROM friends
  WHERE friends.ok AND NOT EXISTS (SELECT 1 FROM earlier)
  RETURNING ${COLUMNS}
), stored AS (
  SELECT true AS created, ${COLUMNS} FROM inserted
  UNION ALL
  SELECT false AS created, ${COLUMNS} FROM earlier
)
SELECT friends.ok AS friends, stored.* FROM friends LEFT JOIN stored ON true`;
const SEND = {
  sync: { text: sendSql(false), name: 'chat-store-message' },
  async: { text: sendSql(true), name: 'chat-store-message-async' },
};

interface SendRow {
  friends: boolean;
  created: boolean | null;
  id: string | null;
  sender_id: string;
  receiver_id: string;
  text: string;
  client_message_id: string | null;
  client_timestamp: string | null;
  read: boolean;
  created_at: Date | string;
  seq: string | number | bigint;
}

function toRow(row: SendRow): ChatMessageRow {
  return {
    id: row.id!,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    text: row.text,
    clientMessageId: row.client_message_id,
    clientTimestamp: row.client_timestamp,
    read: row.read,
    createdAt: new Date(row.created_at),
    seq: Number(row.seq),
  };
}

/**
 * Stores a live message between friends once. A duplicate that loses a race with its twin (two
 * tabs, two instances) fails on the unique (sender, client message id) index; being one
 * statement, its sequence number is rolled back with it, and the twin's row is answered.
 * `commit` 'async' applies on a PostgreSQL server only: PGlite runs without a WAL writer, so an
 * async commit there would sit in memory until some later commit flushed it (and PGlite already
 * runs with fsync off, so a synchronous commit costs it no disk wait).
 */
export async function storeMessageBetweenFriends(
  database: Database,
  message: NewChatMessage,
  commit: ChatCommit,
): Promise<SendOutcome> {
  const send = commit === 'async' && database.kind === 'postgres' ? SEND.async : SEND.sync;
  try {
    const [row] = await database.query<SendRow>(
      send.text,
      [
        message.senderId,
        message.receiverId,
        message.text,
        message.clientMessageId,
        message.clientTimestamp,
      ],
      send.name,
    );
    if (!row?.friends) return { friends: false };
    return { friends: true, row: toRow(row), created: row.created === true };
  } catch (error) {
    const clientId = message.clientMessageId;
    if (!clientId || !isUniqueViolation(error, 'chat_messages_client_key')) throw error;
    const existing = await findByClientId(database.db, message.senderId, clientId);
    return { friends: true, row: existing!, created: false };
  }
}
