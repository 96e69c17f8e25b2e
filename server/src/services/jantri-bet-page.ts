import type { DbOrTx } from '../db/database';
import { listBetRecords } from '../repositories/jantri-ledger/jantri-bet-repository';
import { decodeCursor, toPage } from '../lib/page-cursor';
import { checkNamedClient, type BookAccess } from './book-access';
import { resolveBetFilter } from './jantri-bet-filter';

/**
 * One page of a book's bet records, newest first, for an optional client and game (a client not
 * given to a staff member is refused): what the records list and the history both page over.
 */
export async function betRecordsPage(
  db: DbOrTx,
  book: BookAccess,
  body: { client_name?: string; game_name?: string; limit: number; cursor?: string },
) {
  await checkNamedClient(db, book, body.client_name);
  const filter = await resolveBetFilter(db, book.ownerId, body);
  const after = decodeCursor(body.cursor);
  const rows = await listBetRecords(db, book.ownerId, filter, { limit: body.limit, after });
  return toPage(rows, body.limit);
}
