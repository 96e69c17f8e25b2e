import type { Database } from '../../src/db/database';

/** A deposit's status by UTR, read straight from the table (0 pending, 1 approved). */
export async function findDeposit(database: Database, utr: string) {
  const [row] = await database.query<{ status: number }>(
    'SELECT status FROM deposits WHERE transaction_id = $1',
    [utr],
  );
  return row;
}
