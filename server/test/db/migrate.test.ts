import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

const BET_FUNCTIONS =
  "SELECT pg_get_function_identity_arguments(p.oid) AS args FROM pg_proc p WHERE p.proname = 'platform_game_place_bet'";

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

  it('define the bet function once, and replace the one an older database has (issue 24)', async () => {
    const fresh = await openDatabase({ dataDir: 'memory' });
    const old = await openDatabase({ dataDir: 'memory' });
    const upTo0021 = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      await migrate(fresh);
      // An older database: migrated to 0021 when 0011 and 0012 still defined the bet function
      // (six arguments), then migrated with today's files.
      for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((name) => name < '0022')) {
        fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(upTo0021, file));
      }
      await migrate(old, upTo0021);
      await old.execScript(
        "CREATE FUNCTION platform_game_place_bet(uuid, bigint, text, bigint, text, bigint) RETURNS TABLE (outcome text, wallet_paise bigint, totals jsonb) LANGUAGE sql AS $$ SELECT 'placed'::text, 0::bigint, '{}'::jsonb $$",
      );
      expect(await migrate(old)).toContain('0022_one_bet_function.sql');
      const eight =
        'p_user_id uuid, p_round_id bigint, p_position text, p_amount bigint, p_request_id text, p_min_after bigint, p_real boolean, p_now timestamp with time zone';
      expect(await fresh.query<{ args: string }>(BET_FUNCTIONS)).toEqual([{ args: eight }]);
      expect(await old.query<{ args: string }>(BET_FUNCTIONS)).toEqual([{ args: eight }]);
    } finally {
      fs.rmSync(upTo0021, { recursive: true, force: true });
      await fresh.close();
      await old.close();
    }
  });
});
