import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared';
import type { Database } from '../db/database';
import { findSessionByToken, touchSession } from '../repositories/session-repository';
import type { AuthUser } from '../repositories/user-repository';

export interface SessionAuthDeps {
  database: Database;
  config: { sessionIdleDays: number; sessionTouchSeconds: number };
}

export type SessionAuth =
  | { user: AuthUser; tokenId: string }
  | { refused: 'Please login first' | typeof FOREIGN_TOKEN_MESSAGE };

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
  if (typeof token !== 'string' || !token) return { refused: 'Please login first' };
  const session = await findSessionByToken(deps.database, token, deps.config.sessionIdleDays);
  if (!session) return { refused: FOREIGN_TOKEN_MESSAGE };
  if (Date.now() - session.lastUsedAt.getTime() > deps.config.sessionTouchSeconds * 1000)
    await touchSession(deps.database, session.tokenId);
  return { user: session.user, tokenId: session.tokenId };
}
