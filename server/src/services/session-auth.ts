import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import {
  findSessionAndRun,
  findSessionByToken,
  touchSession,
  type SessionRow,
  type UserGate,
  type UserStatement,
} from '../repositories/user/session-repository';
import type { AuthUser } from '../repositories/user/user-repository';
import type { IdentityClaim } from '../lib/identity';
import { hashToken } from '../lib/tokens';
import type { SessionCache } from './session-cache';

export interface SessionAuthDeps {
  database: Database;
  config: { sessionIdleDays: number; sessionTouchSeconds: number };
  /** Where authenticateTokenAndRun keeps the sessions it found (the app's; none in the CLI). */
  sessionCache?: SessionCache;
}

export type SessionAuth =
  /** `stale`: its last use is older than SESSION_TOUCH_SECONDS; touchSessionLater writes it. */
  | { user: AuthUser; tokenId: string; stale: boolean }
  | { refused: 'Please login first' | typeof FOREIGN_TOKEN_MESSAGE };

const NO_TOKEN = { refused: 'Please login first' } as const;

/**
 * The one token check of HTTP calls (plugins/auth.ts) and the socket handshake
 * (socket/socket-guards.ts), DESIGN section 3: no token asks for a login; a revoked token, or one
 * unused for SESSION_IDLE_DAYS, is answered with the spec's logout message. Expiry counts from
 * the last use, written at most once per SESSION_TOUCH_SECONDS to spare a write per call, and
 * written after the call (touchSessionLater), never before its handler: a write there made a
 * token idle for a minute arrive later than one in use, which reordered registrations where
 * order is the product (issue 25).
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
  const auth = acceptSession(deps, session);
  if (session && deps.sessionCache) remember(deps.sessionCache, hashToken(token), session, auth);
  return { auth, work };
}

/**
 * The token's session from the cache (services/session-cache.ts), answered as authenticateToken
 * would; undefined when the cache holds none (revoked, expired, idle or never seen: the caller
 * asks the database). A cached session never outlives its token's revocation on this instance.
 */
export function cachedSession(
  deps: SessionAuthDeps & { sessionCache: SessionCache },
  token: string,
): SessionAuth | undefined {
  const hash = hashToken(token);
  const session = deps.sessionCache.get(hash, deps.config.sessionIdleDays);
  if (!session) return undefined;
  const auth = acceptSession(deps, session);
  // The call writes its last use (touchSessionLater): the next ones must not write it again.
  if ('user' in auth && auth.stale) deps.sessionCache.markUsed(hash, new Date());
  return auth;
}

function remember(cache: SessionCache, hash: string, session: SessionRow, auth: SessionAuth) {
  const stale = 'user' in auth && auth.stale;
  cache.set(hash, stale ? { ...session, lastUsedAt: new Date() } : session);
}

/** A found session is the caller's identity; whether its last use needs writing is told. */
function acceptSession(deps: SessionAuthDeps, session: SessionRow | null): SessionAuth {
  if (!session) return { refused: FOREIGN_TOKEN_MESSAGE };
  const stale = Date.now() - session.lastUsedAt.getTime() > deps.config.sessionTouchSeconds * 1000;
  return { user: session.user, tokenId: session.tokenId, stale };
}

/**
 * Writes a stale session's last use once the call has been answered (plugins/auth.ts onResponse,
 * the socket handshake after it is accepted). A failure is only logged: the token stays valid,
 * and the next call writes it again.
 */
export function touchSessionLater(
  deps: SessionAuthDeps & { log: { warn(object: object, message: string): void } },
  tokenId: string,
): void {
  touchSession(deps.database, tokenId).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'session touch failed'),
  );
}
