import fs from 'node:fs';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { releasedBefore } from '../helpers/migration-history';

// Migration 0028 names the number game's round `round` in the database (issue 24): a database
// with rounds, bets and their ledger entries made before it keeps every row under the new names,
// and the bet function (defined once, by 0028) bets on the renamed tables.
const BET = 'SELECT outcome, wallet_paise FROM platform_game_place_bet';

async function bet(database: Database, userId: string, roundId: number, requestId: string) {
  const [row] = await database.query<{ outcome: string; wallet_paise: string | number | null }>(
    `${BET}($1, $2, '07', 1000, $3, 0, false, now())`,
    [userId, roundId, requestId],
  );
  return {
    outcome: row?.outcome,
    wallet: row?.wallet_paise == null ? null : Number(row.wallet_paise),
  };
}

describe('migration 0028: the game round', () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    // As released before 0028: 0022 then defined the bet function on game_sessions, and 0012 the
    // totals function it calls.
    before = releasedBefore('0028');
    database = await openDatabase({ dataDir: 'memory' });
  });

  afterAll(async () => {
    await database.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps the rounds, bets, totals and ledger references made before it', async () => {
    await migrate(database, before);
    const [user] = await database.query<{ id: string }>(
      `INSERT INTO users (username, bgmi_user_id, name, email, phone, password_hash, wallet_paise)
       VALUES ('r', 'r', 'R', 'r@x.in', '9000000001', 'x', 5000) RETURNING id`,
    );
    const userId = user!.id;
    const [round] = await database.query<{ id: string }>(
      `INSERT INTO game_sessions (ends_at, seed, seed_hash)
       VALUES (now() + interval '1 hour', 's', 'h') RETURNING id`,
    );
    const roundId = Number(round!.id);
    expect(await bet(database, userId, roundId, 'old')).toMatchObject({ outcome: 'placed' });

    const applied = await migrate(database);
    expect(applied).toContain('0028_game_rounds.sql');

    expect(await database.query('SELECT id::int AS id FROM game_rounds')).toEqual([
      { id: roundId },
    ]);
    expect(
      await database.query('SELECT round_id::int AS round_id, request_id FROM platform_bets'),
    ).toEqual([{ round_id: roundId, request_id: 'old' }]);
    expect(
      await database.query(
        'SELECT round_id::int AS round_id, amount_paise::int AS paise FROM platform_bet_totals',
      ),
    ).toEqual([{ round_id: roundId, paise: 1000 }]);
    expect(await database.query(`SELECT reference FROM wallet_entries WHERE kind = 'bet'`)).toEqual(
      [{ reference: `round:${roundId}` }],
    );
    const [gone] = await database.query<{ name: string | null }>(
      `SELECT to_regclass('game_sessions')::text AS name`,
    );
    expect(gone?.name).toBeNull();
  });

  it('bets through the one bet function on the renamed tables', async () => {
    const [functions] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'platform_game_place_bet'`,
    );
    expect(functions?.n).toBe(1);
    const [{ id: userId } = { id: '' }] = await database.query<{ id: string }>(
      `SELECT id FROM users WHERE username = 'r'`,
    );
    const [{ id } = { id: 0 }] = await database.query<{ id: number }>(
      'SELECT id::int AS id FROM game_rounds',
    );
    expect(await bet(database, userId, id, 'new')).toMatchObject({
      outcome: 'placed',
      wallet: 3000,
    });
    expect(await bet(database, userId, id + 1, 'other')).toMatchObject({ outcome: 'closed' });
    const [totals] = await database.query<{ totals: Record<string, number> }>(
      'SELECT platform_game_own_totals($1, $2) AS totals',
      [userId, id],
    );
    expect(totals?.totals).toEqual({ '07': 2000 });
    expect(
      await database.query(
        `SELECT reference FROM wallet_entries WHERE kind = 'bet' ORDER BY created_at, id`,
      ),
    ).toEqual([{ reference: `round:${id}` }, { reference: `round:${id}` }]);
  });
});
