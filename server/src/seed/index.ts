import type { Database } from '../db/database';
import { confirmDemoAdults, countUsers } from '../repositories/user/user-repository';
import { DEMO_LOGINS, seedDemoUsers } from './demo-users';
import { seedEsportsEvents } from './esports-events';
import { seedSocial } from './social';
import { seedWallet } from './wallet';
import { seedJantri } from './jantri';
import { seedScrimDay } from './scrim-day';

/** True when no user exists yet: the only time demo content is written. */
export async function isEmpty(database: Database): Promise<boolean> {
  return (await countUsers(database.db)) === 0;
}

/** Writes the demo content of every area in one transaction: all of it or none. */
export async function seedDemo(
  database: Database,
  uploadsDir: string,
): Promise<typeof DEMO_LOGINS> {
  await database.transaction(async (tx) => {
    const users = await seedDemoUsers(tx);
    await seedEsportsEvents(tx, users, uploadsDir);
    await seedScrimDay(tx);
    await seedSocial(tx, users);
    await seedWallet(tx, users);
    await seedJantri(tx, users);
    // The demo logins are fictional adults: real money mode (DESIGN section 8) does not stop them.
    await confirmDemoAdults(tx, '1995-01-01');
  });
  return DEMO_LOGINS;
}
