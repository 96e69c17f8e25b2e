import type { Database } from '../db/database';
import {
  deleteBetRecordsByIds,
  insertBetRecords,
  type NewBetRecord,
} from '../repositories/jantri-ledger/jantri-bet-repository';

/**
 * Rows per statement and transaction on PGlite: small enough that one slice takes well under a
 * second on a loaded machine, so another user's call waits for at most one slice. With the rows
 * sent as one JSON parameter a slice of 100 takes 14-18 ms warm here (250: 26 ms, 1,000: about
 * 100 ms; with drizzle's ten parameters a row 100 took about 70 ms and 250 about 500 ms).
 */
export const PGLITE_BET_CHUNK = 100;

/**
 * Rows per statement on PostgreSQL, all in one transaction: the JSON of each slice is built on
 * the API's thread, so a 20,000-record paste yields between slices instead of holding every
 * other user's call for the whole build.
 */
export const POSTGRES_BET_CHUNK = 2000;

/** Who and what a paste's records are for: the same for every record of one paste. */
export type BetRecordStamp = Pick<NewBetRecord, 'clientId' | 'gameId' | 'writtenBy'>;
/** A record as read from the paste, before its stamp. */
export type PasteBetRecord = Omit<NewBetRecord, keyof BetRecordStamp>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores the records of one paste, all or nothing (DESIGN section 5).
 *
 * PostgreSQL: one transaction, written in slices that yield to the event loop between them.
 * PGlite has one connection, so one transaction holding a 20,000-record paste would make every
 * other user's call wait for all of it. There each slice is its own short transaction;
 * if a slice fails, the slices already written are deleted by their ids before the error is
 * passed on, so nothing of the paste stays.
 */
export async function storeBetRecords(
  database: Database,
  userId: string,
  stamp: BetRecordStamp,
  pasteRecords: PasteBetRecord[],
): Promise<number> {
  // Stamped a slice at a time: one map over 20,000 records held the thread for ~100 ms.
  const stamped = (start: number, size: number) =>
    pasteRecords.slice(start, start + size).map((record) => ({ ...record, ...stamp }));
  if (database.kind === 'postgres') {
    return database.transaction(async (tx) => {
      for (let start = 0; start < pasteRecords.length; start += POSTGRES_BET_CHUNK) {
        if (start > 0) await nextTurn();
        await insertBetRecords(tx, userId, stamped(start, POSTGRES_BET_CHUNK));
      }
      return pasteRecords.length;
    });
  }
  const written: string[] = [];
  try {
    for (let start = 0; start < pasteRecords.length; start += PGLITE_BET_CHUNK) {
      const slice = stamped(start, PGLITE_BET_CHUNK);
      written.push(...(await database.transaction((tx) => insertBetRecords(tx, userId, slice))));
      await nextTurn();
    }
  } catch (error) {
    await database.transaction((tx) => deleteBetRecordsByIds(tx, userId, written));
    throw error;
  }
  return written.length;
}
