import type { Database } from '../../db/database';

export interface WalletCheckRow {
  bgmiUserId: string;
  balancePaise: number;
  entriesPaise: number;
  entries: number;
}

/**
 * Every wallet beside the sum of its ledger entries (DESIGN section 6: the cached balance is
 * the sum of the append-only ledger). A backup's verify runs it on a scratch copy.
 */
export async function walletsAgainstLedger(database: Database): Promise<WalletCheckRow[]> {
  const rows = await database.query<{
    bgmi_user_id: string;
    wallet_paise: string | number;
    entries_paise: string | number;
    entries: string | number;
  }>(
    `SELECT u.bgmi_user_id, u.wallet_paise,
            COALESCE(sum(e.amount_paise), 0) AS entries_paise, count(e.id) AS entries
       FROM users u LEFT JOIN wallet_entries e ON e.user_id = u.id
      GROUP BY u.id, u.bgmi_user_id, u.wallet_paise
      ORDER BY u.bgmi_user_id`,
  );
  return rows.map((row) => ({
    bgmiUserId: row.bgmi_user_id,
    balancePaise: Number(row.wallet_paise),
    entriesPaise: Number(row.entries_paise),
    entries: Number(row.entries),
  }));
}

/** The schema that holds the product's tables in a restored PostgreSQL dump (tests dump one schema). */
export async function schemaWithTables(database: Database): Promise<string | null> {
  const [row] = await database.query<{ table_schema: string }>(
    `SELECT table_schema FROM information_schema.tables WHERE table_name = 'wallet_entries'
      ORDER BY table_schema = 'public' DESC LIMIT 1`,
  );
  return row?.table_schema ?? null;
}
