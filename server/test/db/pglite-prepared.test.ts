import { openDatabase, type Database } from '../../src/db/database';
import { isUniqueViolation } from '../../src/lib/http-error';

/** Named statements on PGlite (db/pglite-prepared.ts) answer as PGlite's own query() does. */
describe('named statements on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    await database.execScript(
      `CREATE TABLE t (id bigint PRIMARY KEY, at timestamptz, doc jsonb, ok boolean, note text)`,
    );
  });
  afterAll(async () => database.close());

  const select = 'SELECT id, at, doc, ok, note FROM t WHERE id = ANY($1::bigint[]) ORDER BY id';

  it('stores and reads every type as an unnamed statement does, call after call', async () => {
    const insert = 'INSERT INTO t VALUES ($1, $2, $3, $4, $5) RETURNING id';
    const at = new Date('2026-01-02T03:04:05.678Z');
    await database.query(insert, [1, at, { a: [1, 'x'] }, true, null], 'test-insert');
    await database.query(insert, [2, null, null, false, 'two'], 'test-insert');
    const named = await database.query(select, [[1, 2]], 'test-select');
    const unnamed = await database.query(select, [[1, 2]]);
    expect(named).toEqual(unnamed);
    expect(named[0]).toEqual({ id: 1, at, doc: { a: [1, 'x'] }, ok: true, note: null });
    expect(await database.query(select, [[2]], 'test-select')).toEqual([unnamed[1]]);
  });

  it('keeps the error of a failed statement, and the next call runs', async () => {
    const insert = 'INSERT INTO t (id) VALUES ($1)';
    const error = await database.query(insert, [1], 'test-dup').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { query?: string }).query).toBe(insert);
    await expect(database.query(insert, [3], 'test-dup')).resolves.toEqual([]);
    await expect(database.query('SELEC 1', [], 'test-bad')).rejects.toThrow(/syntax/);
    await expect(database.query('SELECT 1 AS one', [], 'test-bad')).resolves.toEqual([{ one: 1 }]);
  });

  it('answers concurrent calls (one pass into the engine) each with its own rows or error', async () => {
    const insert = 'INSERT INTO t (id, note) VALUES ($1, $2) RETURNING id, note';
    const settled = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);
    const results = await Promise.all([
      settled(database.query(insert, [10, 'first'], 'test-batch')),
      settled(database.query(insert, [11, 'second'], 'test-batch')),
      settled(database.query(insert, [10, 'twin'], 'test-batch')),
      settled(database.query(insert, ['ten', 'bad value'], 'test-batch')),
      settled(database.query('SELECT 1/0 AS never', [], 'test-batch-zero')),
      settled(database.query(insert, [12, 'after'], 'test-batch')),
    ]);
    expect(results[0]).toEqual([{ id: 10, note: 'first' }]);
    expect(results[1]).toEqual([{ id: 11, note: 'second' }]);
    expect(isUniqueViolation(results[2])).toBe(true);
    expect((results[2] as { query?: string }).query).toBe(insert);
    expect(String(results[3])).toMatch(/invalid input syntax for type bigint/);
    expect(String(results[4])).toMatch(/division by zero/);
    expect(results[5]).toEqual([{ id: 12, note: 'after' }]);
    // Each call was its own transaction: the failures took nothing of the others with them.
    expect(await database.query(select, [[10, 11, 12]], 'test-select')).toEqual([
      expect.objectContaining({ id: 10, note: 'first' }),
      expect.objectContaining({ id: 11, note: 'second' }),
      expect.objectContaining({ id: 12, note: 'after' }),
    ]);
  });

  it('prepares a name again when its text changes', async () => {
    expect(await database.query('SELECT 1 AS n', [], 'test-again')).toEqual([{ n: 1 }]);
    expect(await database.query('SELECT $1::int + 1 AS n', [2], 'test-again')).toEqual([{ n: 3 }]);
  });

  it('waits for a transaction and never runs inside it', async () => {
    let release!: () => void;
    let updated!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const tx = database.db.transaction(async (t) => {
      await t.execute('UPDATE t SET note = $$in tx$$ WHERE id = 3');
      updated();
      await held;
      throw new Error('rolled back');
    });
    await inside;
    const read = database.query<{ note: string | null }>(
      'SELECT note FROM t WHERE id = $1',
      [3],
      'test-note',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ note: null }]);
  });
});
