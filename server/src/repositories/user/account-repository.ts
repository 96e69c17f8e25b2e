import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { authTokens, loginKnownAddresses, passwordResets, users } from '../../db/schema';

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Deletes every token of the user but `keepTokenId`; returns their ids (to close sockets). */
export async function revokeUserTokens(
  db: DbOrTx,
  userId: string,
  keepTokenId?: string,
): Promise<string[]> {
  const rows = await db
    .delete(authTokens)
    .where(
      keepTokenId
        ? and(eq(authTokens.userId, userId), sql`${authTokens.id} <> ${keepTokenId}`)
        : eq(authTokens.userId, userId),
    )
    .returning({ id: authTokens.id });
  return rows.map((row) => row.id);
}

/** A new code replaces every unused one of the user: only the latest works. */
export async function insertResetCode(
  db: DbOrTx,
  values: { userId: string; codeHash: string; kind: 'admin' | 'email'; expiresAt: Date },
) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(values);
}

/** Marks the code used if it is the user's, unused and unexpired; false otherwise. */
export async function useResetCode(
  db: DbOrTx,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.codeHash, codeHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/**
 * Counts one attempt against the account before it is evaluated, in one statement (so a burst
 * from many addresses cannot all slip through before the first failure is written): returns
 * the failures so far, or `waitSeconds` when the account must wait. `force` (a known address)
 * counts the attempt even while the account waits.
 */
export async function takeLoginAttempt(
  db: DbOrTx,
  userId: string,
  policy: { after: number; maxSeconds: number },
  force: boolean,
): Promise<{ allowed: true } | { allowed: false; waitSeconds: number }> {
  // The wait after the nth failure in a row: 2^(n - after) seconds, capped at maxSeconds.
  const rows = rowsOf<{ failures: number }>(
    await db.execute(sql`INSERT INTO login_backoff AS b (user_id, failures, updated_at)
      VALUES (${userId}, 1, now())
      ON CONFLICT (user_id) DO UPDATE SET failures = b.failures + 1, updated_at = now(),
        locked_until = CASE WHEN b.failures + 1 >= ${policy.after}
          THEN now() + make_interval(secs => least(${policy.maxSeconds},
            power(2, least(b.failures + 1 - ${policy.after}, 30))))
          ELSE NULL END
      WHERE ${force} OR b.locked_until IS NULL OR b.locked_until <= now()
      RETURNING b.failures`),
  );
  if (rows.length) return { allowed: true };
  const [row] = rowsOf<{ wait: number }>(
    await db.execute(sql`SELECT ceil(extract(epoch FROM locked_until - now()))::int AS wait
      FROM login_backoff WHERE user_id = ${userId}`),
  );
  return { allowed: false, waitSeconds: Math.max(1, Number(row?.wait ?? 1)) };
}

/** A success ends the run of failures. */
export async function clearLoginBackoff(db: DbOrTx, userId: string) {
  await db.execute(sql`DELETE FROM login_backoff WHERE user_id = ${userId}`);
}

export async function rememberAddress(db: DbOrTx, userId: string, addressHash: string) {
  await db
    .insert(loginKnownAddresses)
    .values({ userId, addressHash })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.userId, loginKnownAddresses.addressHash],
      set: { lastLoginAt: sql`now()` },
    });
}

/** Whether the address logged in to the account in the last `days` days. */
export async function isKnownAddress(
  db: DbOrTx,
  userId: string,
  addressHash: string,
  days: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: loginKnownAddresses.userId })
    .from(loginKnownAddresses)
    .where(
      and(
        eq(loginKnownAddresses.userId, userId),
        eq(loginKnownAddresses.addressHash, addressHash),
        sql`${loginKnownAddresses.lastLoginAt} > now() - make_interval(days => ${days})`,
      ),
    )
    .limit(1);
  return rows.length === 1;
}
