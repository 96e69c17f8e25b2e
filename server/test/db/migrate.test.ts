import fs from 'node:fs';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { emptyDatabase, releasedBefore, schemaShape } from '../helpers/migration-history';

// The database's own schema only: on PostgreSQL, other tests' schemas sit beside it.
const BET_FUNCTIONS = `SELECT pg_get_function_identity_arguments(p.oid) AS args FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE p.proname = 'platform_game_place_bet' AND n.nspname = current_schema()`;

/** The language of each function of that name in a schema's shape. */
const languagesOf = (shape: Record<string, unknown[]>, name: string) =>
  (shape.functions as { proname: string; lanname: string }[])
    .filter((fn) => fn.proname === name)
    .map((fn) => fn.lanname);

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

  describe('the bet function, defined once (issue 24)', () => {
    // Each case migrates a database of its own from scratch: slow on a loaded machine.
    const SLOW = 180_000;
    let fresh: Awaited<ReturnType<typeof shapeAfter>>;

    beforeAll(async () => {
      fresh = await shapeAfter(async () => undefined);
    }, SLOW);

    it('is 0028s, with eight arguments, on a fresh database', () => {
      const eight =
        'p_user_id uuid, p_round_id bigint, p_position text, p_amount bigint, p_request_id text, p_min_after bigint, p_real boolean, p_now timestamp with time zone';
      expect(fresh.bets).toEqual([{ args: eight }]);
    });

    it(
      'replaces the one of a database migrated to 0021 (0011/0012s), which ends as a fresh one',
      async () => {
        const old = await shapeAfterReleased('0022', async (database) => {
          await database.execScript(
            "CREATE FUNCTION platform_game_place_bet(uuid, bigint, text, bigint, text, bigint) RETURNS TABLE (outcome text, wallet_paise bigint, totals jsonb) LANGUAGE sql AS $$ SELECT 'placed'::text, 0::bigint, '{}'::jsonb $$",
          );
        });
        expect(old.applied).toContain('0022_one_bet_function.sql');
        expect(old.shape).toEqual(fresh.shape);
      },
      SLOW,
    );

    it(
      'replaces the one of a database migrated by the released 0022, which ends as a fresh one',
      async () => {
        const old = await shapeAfterReleased('0028', async (database) => {
          expect(await database.query(BET_FUNCTIONS)).toEqual([
            { args: expect.stringContaining('p_session_id bigint') },
          ]);
        });
        expect(old.applied).toContain('0028_game_rounds.sql');
        expect(old.shape).toEqual(fresh.shape);
      },
      SLOW,
    );

    it(
      'replaces the SQL totals function of a database migrated by the released 0028 (issue 26)',
      async () => {
        const old = await shapeAfterReleased('0029', async (database) => {
          const shape = await schemaShape(database);
          expect(languagesOf(shape, 'platform_game_own_totals')).toEqual(['sql']);
        });
        expect(old.applied).toEqual(['0029_bet_totals_plan.sql']);
        expect(old.shape).toEqual(fresh.shape);
      },
      SLOW,
    );

    it('plans the totals once per connection: plpgsql, not a SQL function (issue 26)', () => {
      expect(languagesOf(fresh.shape, 'platform_game_own_totals')).toEqual(['plpgsql']);
    });
  });
});

/**
 * Today's migrations run on a new database after `before` (which leaves it as an older release
 * did): what they applied, the bet functions and the schema's shape.
 */
async function shapeAfter(before: (database: Database) => Promise<void>) {
  const { database, close } = await emptyDatabase();
  try {
    await before(database);
    const applied = await migrate(database);
    return {
      applied,
      bets: await database.query<{ args: string }>(BET_FUNCTIONS),
      shape: await schemaShape(database),
    };
  } finally {
    await close();
  }
}

/**
 * shapeAfter for a database migrated by the released migrations before `version`, then `check`ed
 * as that release left it.
 */
async function shapeAfterReleased(version: string, check: (database: Database) => Promise<void>) {
  const dir = releasedBefore(version);
  try {
    return await shapeAfter(async (database) => {
      await migrate(database, dir);
      await check(database);
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
