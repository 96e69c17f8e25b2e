import type { Database } from '../db/database';
import {
  deleteBetRecordsByIds,
  insertBetRecords,
  insertBetRecordsReturningIds,
  type NewBetRecord,
} from '../repositories/jantri-ledger/jantri-bet-repository';

/**
 * Rows per statement and transaction on PGlite: small enough that one slice takes well under a
 * second on a loaded machine (100 rows: about 70 ms here, 250 rows: about 500 ms), so another
 * user's call waits for at most one slice.
 */
export const PGLITE_BET_CHUNK = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores the records of one paste, all or nothing (DESIGN section 5).
 *
 * PostgreSQL: one transaction. PGlite has one connection, so one transaction holding a
 * 20,000-record paste would make every other user's call wait for all of it. There the paste is
 * written in slices, each its own short transaction, yielding to the event loop between slices;
 * if a slice fails, the slices already written are deleted by their ids before the error is
 * passed on, so nothing of the paste stays.
 */
export async function storeBetRecords(
  database: Database,
  userId: string,
  records: NewBetRecord[],
): Promise<number> {
  if (database.kind === 'postgres') {
    return database.transaction((tx) => insertBetRecords(tx, userId, records));
  }
  const written: string[] = [];
  try {
    for (let start = 0; start < records.length; start += PGLITE_BET_CHUNK) {
      const slice = records.slice(start, start + PGLITE_BET_CHUNK);
      written.push(
        ...(await database.transaction((tx) => insertBetRecordsReturningIds(tx, userId, slice))),
      );
      await nextTurn();
    }
  } catch (error) {
    await database.transaction((tx) => deleteBetRecordsByIds(tx, userId, written));
    throw error;
  }
  return written.length;
}
