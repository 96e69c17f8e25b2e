import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

describe('migrations', () => {
  it('apply once, in order, and a second run applies nothing', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const first = await migrate(database);
      expect(first[0]).toBe('0001_core.sql');
      expect([...first].sort()).toEqual(first);
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('keep a wallet from going below zero at the database level', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      await migrate(database);
      await database.query(
        "INSERT INTO users (username, bgmi_user_id, name, email, phone, password_hash) VALUES ('a','a','A','a@x.in','9000000000','x')",
      );
      await expect(
        database.query("UPDATE users SET wallet_paise = -1 WHERE username = 'a'"),
      ).rejects.toThrow(/users_wallet_not_negative/);
    } finally {
      await database.close();
    }
  });
});
