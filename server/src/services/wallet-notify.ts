import { SOCKET_EVENTS, paiseToRupees } from '@bgmi/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { findOpenSession } from '../repositories/platform-game-repository';

export type EmitToUser = (userId: string, event: string, payload: unknown) => void;

/**
 * Tells one user's open tabs their new wallet (after an admin decision) through
 * `session_details`, with the running round so the page stays in step. No session_result key:
 * an open winning-number popup stays open.
 */
export async function notifyWallet(
  database: Database,
  emitToUser: EmitToUser,
  userId: string,
): Promise<void> {
  const [row] = await database.db
    .select({ wallet: users.walletPaise })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return;
  const open = await findOpenSession(database.db);
  emitToUser(userId, SOCKET_EVENTS.sessionDetails, {
    current_session_id: open?.id ?? null,
    ends_at: open?.endsAt.toISOString() ?? null,
    seed_hash: open?.seedHash ?? null,
    updated_wallet: paiseToRupees(row.wallet),
  });
}
