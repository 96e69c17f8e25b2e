import { lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/database';
import { authTokens } from '../../db/schema';
import { KeyBatcher } from '../../lib/key-batcher';
import { hashToken } from '../../lib/tokens';
import type { AuthUser } from './user-repository';

/** One live login: its token row and the user fields a request needs. */
export interface SessionRow {
  tokenId: string;
  lastUsedAt: Date;
  user: AuthUser;
}

const idleCutoff = (idleDays: number) =>
  sql`now() - make_interval(secs => ${Math.round(idleDays * 86_400)})`;

/*
 * The token check runs on every authenticated call, so these two statements are written as SQL
 * and prepared once per connection (database.query with a name) rather than built by Drizzle per
 * call: building the join of users and auth_tokens was a tenth of the API's time under load.
 */
const FIND_SESSION_SQL = `SELECT t.id AS token_id, t.last_used_at, u.id, u.username,
    u.bgmi_user_id, u.name, u.is_admin
  FROM auth_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = $1 AND t.last_used_at > now() - make_interval(secs => $2)
  LIMIT 1`;

interface FoundSession {
  token_id: string;
  last_used_at: Date | string;
  id: string;
  username: string;
  bgmi_user_id: string;
  name: string;
  is_admin: boolean;
}

/** FIND_SESSION_SQL for many tokens at once (token_hash is unique: one row a token at most). */
const FIND_SESSIONS_SQL = `SELECT t.token_hash, t.id AS token_id, t.last_used_at, u.id, u.username,
    u.bgmi_user_id, u.name, u.is_admin
  FROM auth_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = ANY($1::text[]) AND t.last_used_at > now() - make_interval(secs => $2)`;

// One batcher per database and idle window: the token checks of one turn share one statement.
const lookups = new WeakMap<Database, Map<number, KeyBatcher<SessionRow>>>();

function sessionLookups(database: Database, idleSeconds: number): KeyBatcher<SessionRow> {
  let byWindow = lookups.get(database);
  if (!byWindow) lookups.set(database, (byWindow = new Map()));
  let batcher = byWindow.get(idleSeconds);
  if (!batcher) {
    batcher = new KeyBatcher(async (hashes) => {
      const rows = await database.query<FoundSession & { token_hash: string }>(
        FIND_SESSIONS_SQL,
        // Hex digests: the array literal needs no quoting.
        [`{${hashes.join(',')}}`, idleSeconds],
        'session-find-by-tokens',
      );
      return new Map(rows.map((row) => [row.token_hash, toSession(row)]));
    });
    byWindow.set(idleSeconds, batcher);
  }
  return batcher;
}

/**
 * The session of a token, unless it was revoked or has been unused for `idleDays`. The checks of
 * one turn of the event loop are one statement (lib/key-batcher.ts): a burst of logins-in-use
 * (2,000 leaders registering in one second) costs a few statements, not 2,000.
 */
export async function findSessionByToken(
  database: Database,
  token: string,
  idleDays: number,
): Promise<SessionRow | null> {
  const found = await sessionLookups(database, Math.round(idleDays * 86_400)).load(
    hashToken(token),
  );
  return found ?? null;
}

function toSession(row: FoundSession): SessionRow {
  return {
    tokenId: row.token_id,
    lastUsedAt: new Date(row.last_used_at),
    user: {
      id: row.id,
      username: row.username,
      bgmiUserId: row.bgmi_user_id,
      name: row.name,
      isAdmin: row.is_admin,
    },
  };
}

/**
 * Work for a session's user as one SQL call returning one row: `call(userId, first)` writes the
 * call with `userId` for the user's id and its own parameters numbered from `first`.
 */
export interface UserStatement {
  name: string;
  params: unknown[];
  call: (userId: string, first: number) => string;
}

/** Exact values the work's user must have (lib/identity.ts's claims of the body). */
export interface UserGate {
  id: string[];
  username: string[];
  bgmiUserId: string[];
}

/*
 * The token check and the work in one statement (one round trip). The work runs only for a
 * live session whose user has exactly the gate's values. The gate sits in a subquery kept apart
 * by OFFSET 0, so PostgreSQL plans it as a one-time filter checked before the call runs, never
 * as a filter on rows the call already produced (test: bet-one-trip.test.ts).
 */
const sessionAndWorkText = (work: UserStatement) => `SELECT s.*, w.* FROM (${FIND_SESSION_SQL}) s
  LEFT JOIN LATERAL (
    SELECT true AS work_ran, r.* FROM ${work.call('s.id', 6)} r
    WHERE s.id::text = ALL($3::text[]) AND s.username = ALL($4::text[])
      AND s.bgmi_user_id = ALL($5::text[])
    OFFSET 0
  ) w ON true`;

/** The text per work's prepared name (one name, one text: db/database.ts), made once. */
const sessionAndWorkTexts = new Map<string, string>();
function sessionAndWorkSql(work: UserStatement): string {
  let text = sessionAndWorkTexts.get(work.name);
  if (text === undefined) {
    text = sessionAndWorkText(work);
    sessionAndWorkTexts.set(work.name, text);
  }
  return text;
}

/**
 * The statement findSessionAndRun sends: its text, values and prepared name. Exported for the
 * HTTP bench, whose pgbench anchor runs exactly this (bench/http/bet-pgbench.ts).
 */
export function sessionAndWorkQuery(
  token: string,
  idleDays: number,
  gate: UserGate,
  work: UserStatement,
): { text: string; values: unknown[]; name: string } {
  return {
    text: sessionAndWorkSql(work),
    values: [
      hashToken(token),
      Math.round(idleDays * 86_400),
      gate.id,
      gate.username,
      gate.bgmiUserId,
      ...work.params,
    ],
    name: `session-and-${work.name}`,
  };
}

/**
 * The session of a token (as findSessionByToken) and, if the work ran, its row; null work when
 * there is no session or its user is not exactly the gate's.
 */
export async function findSessionAndRun<Row>(
  database: Database,
  token: string,
  idleDays: number,
  gate: UserGate,
  work: UserStatement,
): Promise<{ session: SessionRow | null; work: Row | null }> {
  const query = sessionAndWorkQuery(token, idleDays, gate, work);
  const [row] = await database.query<FoundSession & { work_ran: boolean | null }>(
    query.text,
    query.values,
    query.name,
  );
  if (!row) return { session: null, work: null };
  return { session: toSession(row), work: row.work_ran ? (row as unknown as Row) : null };
}

/** Marks a session used now (callers write this at most once a minute, not per request). */
export async function touchSession(database: Database, tokenId: string): Promise<void> {
  await database.query(
    'UPDATE auth_tokens SET last_used_at = now() WHERE id = $1',
    [tokenId],
    'session-touch',
  );
}

/** Removes every token unused for `idleDays`; returns their ids (to close their sockets). */
export async function deleteIdleSessions(db: DbOrTx, idleDays: number): Promise<string[]> {
  const rows = await db
    .delete(authTokens)
    .where(lt(authTokens.lastUsedAt, idleCutoff(idleDays)))
    .returning({ id: authTokens.id });
  return rows.map((row) => row.id);
}
