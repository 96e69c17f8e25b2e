import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { DEMO_LOGINS, seedDemoUsers } from './demo-users';
import { seedEsportsEvents } from './esports-events';
import { seedSocial } from './social';
import { seedWallet } from './wallet';
import { seedJantri } from './jantri';
import { seedScrimDay } from './scrim-day';

/** True when no user exists yet: the only time demo content is written. */
export async function isEmpty(database: Database): Promise<boolean> {
  const rows = await database.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM users`,
  );
  const list = (rows as unknown as { rows: { count: number }[] }).rows;
  return (list[0]?.count ?? 0) === 0;
}

/** Writes the demo content of every area in one transaction: all of it or none. */
export async function seedDemo(database: Database): Promise<typeof DEMO_LOGINS> {
  await database.transaction(async (tx) => {
    const users = await seedDemoUsers(tx);
    await seedEsportsEvents(tx, users);
    await seedScrimDay(tx);
    await seedSocial(tx, users);
    await seedWallet(tx, users);
    await seedJantri(tx, users);
    // The demo logins are fictional adults: real money mode (DESIGN section 8) does not stop them.
    await tx.execute(
      sql`UPDATE users SET date_of_birth = '1995-01-01', age_confirmed_at = now() WHERE date_of_birth IS NULL`,
    );
  });
  return DEMO_LOGINS;
}
