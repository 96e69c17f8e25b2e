import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { users, walletEntries, type WalletEntryKind } from '../../db/schema';

export type WalletEntryRow = typeof walletEntries.$inferSelect;

/** The one wallet balance query: the user's cached balance in paise, null for no such user. */
export async function walletBalance(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ wallet: users.walletPaise })
    .from(users)
    .where(eq(users.id, userId));
  return row?.wallet ?? null;
}

/**
 * Adds a signed amount to one user's balance in a single conditional statement (no
 * read-modify-write race): a debit only applies while the balance stays at or above floorPaise.
 * Returns the new balance, or null when the debit would go below the floor.
 */
export async function addToBalance(
  tx: Tx,
  userId: string,
  amountPaise: number,
  floorPaise: number,
): Promise<number | null> {
  const updated = await tx
    .update(users)
    .set({ walletPaise: sql`${users.walletPaise} + ${amountPaise}` })
    .where(
      amountPaise < 0
        ? sql`${users.id} = ${userId} AND ${users.walletPaise} + ${amountPaise} >= ${floorPaise}`
        : eq(users.id, userId),
    )
    .returning({ balance: users.walletPaise });
  return updated[0]?.balance ?? null;
}

export interface NewWalletEntry {
  userId: string;
  kind: WalletEntryKind;
  amountPaise: number;
  balanceAfterPaise: number;
  reference: string | null;
  idempotencyKey: string | null;
  note: string | null;
}

export async function insertWalletEntry(tx: Tx, entry: NewWalletEntry): Promise<void> {
  await tx.insert(walletEntries).values(entry);
}

/** One user's latest wallet entries, newest first. */
export async function listWalletEntries(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<WalletEntryRow[]> {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.id))
    .limit(limit);
}

/** Balance and sum of entries for one user: equal unless the ledger was bypassed. */
export async function ledgerTotals(
  db: DbOrTx,
  userId: string,
): Promise<{ balancePaise: number; entriesPaise: number }> {
  const [row] = await db
    .select({
      balance: users.walletPaise,
      // Spelled out: inside a select field drizzle leaves column names unqualified.
      entries: sql<string>`COALESCE((SELECT sum(e.amount_paise) FROM wallet_entries e WHERE e.user_id = ${userId}), 0)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { balancePaise: Number(row?.balance ?? 0), entriesPaise: Number(row?.entries ?? 0) };
}
