import { SOCKET_EVENTS } from '@bgmi/shared/server';
import { roundToWire, updatedWallet } from '../wire/platform-game';
import type { Database } from '../db/database';
import { findOpenRound } from '../repositories/platform-game/platform-game-repository';
import type { EmitToUser } from '../socket/socket-types';
import { walletBalance } from '../repositories/wallet/wallet-repository';

export type { EmitToUser } from '../socket/socket-types';

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
  const wallet = await walletBalance(database.db, userId);
  if (wallet === null) return;
  const open = await findOpenRound(database.db);
  emitToUser(userId, SOCKET_EVENTS.roundDetails, {
    ...roundToWire(open),
    ...updatedWallet(wallet),
  });
}
