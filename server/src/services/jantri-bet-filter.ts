import type { DbOrTx } from '../db/database';
import type { BetFilter } from '../repositories/jantri-ledger/jantri-bet-repository';
import { requireClient, requireGame } from './jantri-sheet';

/** Optional client and game names as ids; a name the caller does not own is 404. */
export async function resolveBetFilter(
  db: DbOrTx,
  userId: string,
  names: { client_name?: string | undefined; game_name?: string | undefined },
): Promise<BetFilter> {
  const filter: BetFilter = {};
  if (names.client_name) filter.clientId = (await requireClient(db, userId, names.client_name)).id;
  if (names.game_name) filter.gameId = (await requireGame(db, userId, names.game_name)).id;
  return filter;
}
