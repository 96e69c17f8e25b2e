import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readsTogether } from '../../src/db/reads-together';

/**
 * Reads a service needs together (db/reads-together.ts): in their order, on the pool and in a
 * transaction. On PostgreSQL a transaction is one pg client, and reads sent to it at once made pg
 * warn "Calling client.query() when the client is already executing a query" (deprecated, an
 * error in pg 9); readsTogether sends them one after another there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestApp;
/** Times a pg client was asked a query while one it was given earlier had not answered. */
let overlaps = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  // pg's own warning goes to the real process, out of jest's sight: count the overlaps instead.
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  const running = new WeakMap<object, number>();
  jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: object,
    ...args: unknown[]
  ) {
    const before = running.get(this) ?? 0;
    if (before > 0) overlaps += 1;
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      running.set(this, before + 1);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  } as never);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await ctx.close();
});

/** A read that takes a little while, so reads sent at once overlap. */
const slowValue = (db: Parameters<typeof readsTogether>[0], value: number) => async () => {
  // Both drivers answer execute() with the rows in `rows`.
  const answer = (await db.execute(sql`select pg_sleep(0.02), ${value}::int as v`)) as unknown as {
    rows: Array<{ v: number }>;
  };
  return answer.rows[0]!.v;
};

test('returns each read in its place, on the pool and in a transaction', async () => {
  const db = ctx.database.db;
  expect(await readsTogether(db, [slowValue(db, 1), slowValue(db, 2), slowValue(db, 3)])).toEqual([
    1, 2, 3,
  ]);
  const inside = await ctx.database.transaction((tx) =>
    readsTogether(tx, [slowValue(tx, 4), slowValue(tx, 5)]),
  );
  expect(inside).toEqual([4, 5]);
});

(onPostgres ? test : test.skip)(
  'in a transaction pg is never asked a query while one is running (and would warn if it were)',
  async () => {
    await ctx.database.transaction((tx) =>
      readsTogether(tx, [slowValue(tx, 1), slowValue(tx, 2), slowValue(tx, 3)]),
    );
    expect(overlaps).toBe(0);
    // The same reads sent at once on the transaction overlap: the check above can fail.
    await ctx.database.transaction((tx) =>
      Promise.all([slowValue(tx, 1)(), slowValue(tx, 2)(), slowValue(tx, 3)()]),
    );
    expect(overlaps).toBeGreaterThan(0);
  },
);
