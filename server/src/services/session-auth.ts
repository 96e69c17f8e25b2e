import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared';
import type { Database } from '../db/database';
import {
  findSessionAndRun,
  findSessionByToken,
  touchSession,
  type SessionRow,
  type UserGate,
  type UserStatement,
} from '../repositories/session-repository';
import type { AuthUser } from '../repositories/user-repository';
import type { IdentityClaim } from '../lib/identity';

export interface SessionAuthDeps {
  database: Database;
  config: { sessionIdleDays: number; sessionTouchSeconds: number };
}

export type SessionAuth =
  | { user: AuthUser; tokenId: string }
  | { refused: 'Please login first' | typeof FOREIGN_TOKEN_MESSAGE };

const NO_TOKEN = { refused: 'Please login first' } as const;

/**
 * The one token check of HTTP calls (plugins/auth.ts) and the socket handshake
 * (socket/socket-guards.ts), DESIGN section 3: no token asks for a login; a revoked token, or one
 * unused for SESSION_IDLE_DAYS, is answered with the spec's logout message. Expiry counts from
 * the last use, written at most once per SESSION_TOUCH_SECONDS to spare a write per call.
 */
export async function authenticateToken(
  deps: SessionAuthDeps,
  token: unknown,
): Promise<SessionAuth> {
  if (typeof token !== 'string' || !token) return NO_TOKEN;
  return acceptSession(
    deps,
    await findSessionByToken(deps.database, token, deps.config.sessionIdleDays),
  );
}

/** The exact values the work's user must have: the body's claims (exported for the bench). */
export function gateOf(claims: readonly IdentityClaim[]): UserGate {
  const gate: UserGate = { id: [], username: [], bgmiUserId: [] };
  for (const claim of claims) gate[claim.attribute].push(claim.given);
  return gate;
}

/**
 * authenticateToken and a piece of work for the token's user in one round trip (a bet: the
 * hottest money call), for lib/one-trip-endpoint.ts. The answer about the token is the same as
 * authenticateToken's; the work runs only when the session's user has exactly the values the
 * body claims (`claims`), so the caller's own identity check can never refuse a call whose work
 * already ran. `work` is null when it did not run: the caller runs it after its checks.
 */
export async function authenticateTokenAndRun<Row>(
  deps: SessionAuthDeps,
  token: string,
  claims: readonly IdentityClaim[],
  statement: UserStatement,
): Promise<{ auth: SessionAuth; work: Row | null }> {
  const { session, work } = await findSessionAndRun<Row>(
    deps.database,
    token,
    deps.config.sessionIdleDays,
    gateOf(claims),
    statement,
  );
  return { auth: await acceptSession(deps, session), work };
}

/** A found session is the caller's identity; its last use is written when it is stale. */
async function acceptSession(
  deps: SessionAuthDeps,
  session: SessionRow | null,
): Promise<SessionAuth> {
  if (!session) return { refused: FOREIGN_TOKEN_MESSAGE };
  if (Date.now() - session.lastUsedAt.getTime() > deps.config.sessionTouchSeconds * 1000)
    await touchSession(deps.database, session.tokenId);
  return { user: session.user, tokenId: session.tokenId };
}
