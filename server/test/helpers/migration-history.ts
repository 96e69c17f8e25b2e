import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR } from '../../src/db/migrate';

/*
 * Databases as older releases left them, for the tests of what today's migrations make of them.
 * Since issue 24 a SQL function lives in its latest migration only (docs/ARCHITECTURE.md), so
 * the text an older migration had is rebuilt here rather than kept as a second copy.
 */

const BET_FUNCTION = 'CREATE FUNCTION platform_game_place_bet(';

/** sha256 of 0022_one_bet_function.sql's bet function as released before issue 24. */
const OLD_0022_BET_SHA256 = '1e02900ba4e7c086a359af4bed0fbd142680a639fe55d4d0f07ef39d16e8e451';

/**
 * 0022_one_bet_function.sql as released before issue 24: its DROP of 0011/0012's function, then
 * 0028's bet function under the names of the time (0028 only renamed it). The hash proves the
 * rebuilt text is the released one, letter for letter.
 */
function released0022(): string {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0028_game_rounds.sql'), 'utf8');
  const renames: [string, string][] = [
    ['p_round_id', 'p_session_id'],
    ['v_round', 'v_session'],
    ['round_id', 'session_id'],
    ['game_rounds', 'game_sessions'],
    ["'round:'", "'session:'"],
    ["'no_round'", "'no_session'"],
  ];
  let bet = text.slice(text.indexOf(BET_FUNCTION));
  for (const [now, then] of renames) bet = bet.replaceAll(now, then);
  proved(bet, OLD_0022_BET_SHA256, '0022');
  return `DROP FUNCTION IF EXISTS platform_game_place_bet(uuid, bigint, text, bigint, text, bigint);\n\n${bet}`;
}

/** Throws unless `text` is the released text its sha256 names: a rebuild must match letter for letter. */
function proved(text: string, sha256: string, what: string): void {
  const sha = createHash('sha256').update(text).digest('hex');
  if (sha !== sha256) throw new Error(`released ${what} rebuilt wrong (sha256 ${sha})`);
}

/** The SQL totals function 0012 and 0028 defined before issue 26 (0029 redefines it). */
const SQL_TOTALS = (
  round: string,
) => `CREATE FUNCTION platform_game_own_totals(p_user_id uuid, p_${round}_id bigint)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT COALESCE(jsonb_object_agg(t.position_number, t.amount_paise), '{}'::jsonb)
  FROM platform_bet_totals t
  WHERE t.user_id = p_user_id AND t.${round}_id = p_${round}_id;
$$;`;

/**
 * A migration's text as released: today's with each `[today, then]` put back, proved by the
 * released file's sha256.
 */
function releasedText(file: string, sha256: string, thenFor: [string, string][]): string {
  let text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  // A function, not a string: `$$` in a replacement string would stand for one `$`.
  for (const [now, then] of thenFor) text = text.replace(now, () => then);
  proved(text, sha256, file);
  return text;
}

/** 0012_platform_bet_totals.sql as released before issue 26, with the SQL totals function. */
const released0012 = () =>
  releasedText(
    '0012_platform_bet_totals.sql',
    '57abb70629c09f262f34fc643b7a7cc07eaa54470ee83bea914f318ac205fb30',
    [
      [
        `-- The caller's totals per number in a round, read from this table (platform_game_own_totals),
-- are defined once, in 0029; this migration defined them first (issue 26).`,
        SQL_TOTALS('session').replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'),
      ],
    ],
  );

/**
 * 0028_game_rounds.sql as released before issue 26: its header's sentence on the totals function
 * and that function's SQL version put back.
 */
const released0028 = () =>
  releasedText(
    '0028_game_rounds.sql',
    '691a9da553d556e61c59fe04a0803278fdccf895f9463f5772493fe0251d105c',
    [
      [
        `-- The bet function, which names the old columns, is redefined here under the new names:
-- platform_game_place_bet, whose one definition is this one (on a database that ran 0022 before
-- issue 24, that file's version is dropped; its steps and answers are unchanged, but the outcome
-- 'no_session' is 'no_round'). platform_game_own_totals (0012's, which names the old column too)
-- is defined once, in 0029; this migration redefined it until issue 26.`,
        `-- The two functions that name the old columns are redefined here under the new names:
-- platform_game_own_totals (0012's) and platform_game_place_bet, whose one definition is this
-- one (on a database that ran 0022 before issue 24, that file's version is dropped; its steps
-- and answers are unchanged, but the outcome 'no_session' is 'no_round').`,
      ],
      [
        'timestamptz);\n\n-- The bet, the one',
        `timestamptz);\nDROP FUNCTION IF EXISTS platform_game_own_totals(uuid, bigint);\n\n${SQL_TOTALS('round')}\n\n-- The bet, the one`,
      ],
    ],
  );

/** The migrations whose released text differs from today's, each with its rebuild. */
const RELEASED: Record<string, () => string> = {
  '0012_platform_bet_totals.sql': released0012,
  '0022_one_bet_function.sql': released0022,
  '0028_game_rounds.sql': released0028,
};

/**
 * A folder of the migrations before `version` as they were released (the rebuilt texts above in
 * place of today's), for a database an older release left; the caller removes it.
 */
export function releasedBefore(version: string): string {
  const released = Object.entries(RELEASED).filter(([file]) => file < version);
  return migrationsBefore(
    version,
    Object.fromEntries(released.map(([file, rebuild]) => [file, rebuild()])),
  );
}

/**
 * A folder of today's migrations before `version`, with `replaced` files (name -> text) in place
 * of today's; the caller removes it.
 */
function migrationsBefore(version: string, replaced: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-before-${version}-`));
  for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((name) => name < version))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  for (const [file, text] of Object.entries(replaced)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

/**
 * An empty database: in-memory PGlite, or with TEST_DATABASE_URL a fresh schema on that server,
 * dropped by `close`.
 */
export async function emptyDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory' });
    return { database, close: () => database.close() };
  }
  // The schema is made and dropped through the database itself: its search path names it.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, searchPath: schema });
  await database.execScript(`CREATE SCHEMA ${schema}`);
  return {
    database,
    close: async () => {
      await database.execScript(`DROP SCHEMA ${schema} CASCADE`);
      await database.close();
    },
  };
}

/**
 * What the migrations made in the database's schema, to compare two databases: every function
 * (arguments, result, language, body), column, constraint, index and trigger. The schema's own
 * name is left out (each PostgreSQL test has its own).
 */
export async function schemaShape(database: Database): Promise<Record<string, unknown[]>> {
  const queries = {
    functions: `SELECT p.proname, pg_get_function_identity_arguments(p.oid) AS args,
        pg_get_function_result(p.oid) AS result, l.lanname, p.provolatile, p.prosrc
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      JOIN pg_language l ON l.oid = p.prolang
      WHERE n.nspname = current_schema() ORDER BY 1, 2`,
    columns: `SELECT table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1, 2`,
    constraints: `SELECT c.conrelid::regclass::text AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = current_schema() ORDER BY 1, 2`,
    indexes: `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() ORDER BY 1`,
    triggers: `SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid) AS def
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY 1, 2`,
  };
  const [{ schema } = { schema: '' }] = await database.query<{ schema: string }>(
    'SELECT current_schema() AS schema',
  );
  const shape: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(queries)) {
    const rows = await database.query(sql);
    shape[name] = JSON.parse(JSON.stringify(rows).replaceAll(`${schema}.`, '')) as unknown[];
  }
  return shape;
}
