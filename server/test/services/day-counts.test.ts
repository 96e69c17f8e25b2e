import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedDemo } from '../../src/seed';
import { dayCounts } from '../../src/repositories/scrim-day/scrim-event-repository';

/**
 * An event card's day numbers (waitlist, check-ins, matches, open flags, stages) match a count
 * of the rows written in plain SQL, for every event of the demo data plus check-ins, a waitlist,
 * an open flag and a stage added here.
 */
let ctx: TestApp;
let uploads: string;
beforeAll(async () => {
  ctx = await createTestApp();
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'day-counts-'));
  await seedDemo(ctx.database, uploads);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const perEvent = async (sqlText: string) =>
  new Map(
    (await ctx.database.query<{ id: string; n: string }>(sqlText)).map((row) => [
      row.id,
      Number(row.n),
    ]),
  );

test('each count is the rows of its kind, event by event', async () => {
  const db = ctx.database;
  await db.query(
    `UPDATE event_registrations SET checked_in_at = now()
       WHERE id IN (SELECT id FROM event_registrations ORDER BY id LIMIT 3)`,
  );
  await db.query(
    `UPDATE event_registrations SET status = 'waitlisted'
       WHERE id IN (SELECT id FROM event_registrations ORDER BY id DESC LIMIT 2)`,
  );
  // An open flag on a posted result of the demo data, and a stage on its event.
  const [result] = await db.query<{ id: string; event_id: string }>(
    `SELECT r.id, m.event_id FROM match_results r JOIN event_matches m ON m.id = r.match_id LIMIT 1`,
  );
  const [flagger] = await db.query<{ id: string }>(`SELECT id FROM users LIMIT 1`);
  await db.query(
    `INSERT INTO result_flags (result_id, event_id, flagged_by, reason)
       VALUES ($1, $2, $3, 'placement looks wrong')`,
    [result!.id, result!.event_id, flagger!.id],
  );
  await db.query(
    `INSERT INTO event_stages (event_id, stage_no, name, group_size, advance_rule)
       VALUES ($1, 1, 'Qualifier', 16, 'overall')`,
    [result!.event_id],
  );

  const ids = (await db.query<{ id: string }>('SELECT id FROM esports_events')).map((r) => r.id);
  const counts = await dayCounts(db.db, ids);
  const expected = {
    waitlisted: await perEvent(
      `SELECT event_id AS id, count(*) AS n FROM event_registrations WHERE status = 'waitlisted' GROUP BY 1`,
    ),
    checkedIn: await perEvent(
      `SELECT event_id AS id, count(*) AS n FROM event_registrations WHERE checked_in_at IS NOT NULL GROUP BY 1`,
    ),
    matches: await perEvent(`SELECT event_id AS id, count(*) AS n FROM event_matches GROUP BY 1`),
    openFlags: await perEvent(
      `SELECT event_id AS id, count(*) AS n FROM result_flags WHERE status = 'open' GROUP BY 1`,
    ),
    stages: await perEvent(`SELECT event_id AS id, count(*) AS n FROM event_stages GROUP BY 1`),
  };
  for (const id of ids)
    expect(counts.get(id)).toEqual({
      waitlisted: expected.waitlisted.get(id) ?? 0,
      checkedIn: expected.checkedIn.get(id) ?? 0,
      matches: expected.matches.get(id) ?? 0,
      openFlags: expected.openFlags.get(id) ?? 0,
      stages: expected.stages.get(id) ?? 0,
    });
  // The data has every kind somewhere, so a swapped or missing count shows.
  const total = (field: keyof typeof expected) =>
    ids.reduce((sum, id) => sum + counts.get(id)![field], 0);
  for (const field of Object.keys(expected) as Array<keyof typeof expected>)
    expect(total(field)).toBeGreaterThan(0);
});
