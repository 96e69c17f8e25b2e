// First come, first served (issue 25): 2,000 teams register for a tournament of 100 slots in one
// burst on an API instance on PostgreSQL; half of them hold a token idle for over a minute (whose
// last use is written, but after the answer). Checks: exactly 100 registered, the waitlist is
// 1..1,900 without gap or double, and both follow the order the requests arrived at the server
// (its `x-arrival-order` answer header); nothing is lost or doubled in the database. Prints the
// latency percentiles beside an anchor burst and issue 22's p99 goal (printed). Loopback only.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createDatabase, startInstance, tempDir } from './scale/cluster.mjs';
import { assertPortsFree } from './faults/traffic.mjs';
import { checklist } from './lib/checklist.mjs';
import { stopCluster } from './lib/cluster-run.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const env = process.env;
const PG = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(env.E2E_PORT_BASE ?? 5000) + 30;
const TEAMS = Number(env.FIRST_COME_TEAMS ?? 2000);
const SLOTS = 100;
const logDir = tempDir();
const { failures, check } = checklist();
let database;
let instance;

const watchdog = setTimeout(() => finish('timed out after 240 s'), 240_000);

async function finish(reason) {
  clearTimeout(watchdog);
  if (reason) failures.push(reason);
  await stopCluster({ instances: instance ? [instance] : [], database, settleMs: 500 });
  if (failures.length) {
    console.error(`test:first-come FAILED (logs in ${logDir}):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  if (!env.KEEP_LOGS) fs.rmSync(logDir, { recursive: true, force: true });
  console.log('test:first-come passed', env.KEEP_LOGS ? logDir : '');
  process.exit(0);
}

/** 4 players a team straight into the tables (sign-up's password hashing would take minutes). */
async function seed(client) {
  const players = TEAMS * 4;
  await client.query(
    `INSERT INTO users (username, bgmi_user_id, name, email, phone, password_hash)
     SELECT 'fc_' || i, 'fc_' || i, 'First Come ' || i, 'fc' || i || '@example.com',
            '9876543210', 'not-a-hash'
     FROM generate_series(0, $1::int - 1) AS i`,
    [players],
  );
  await client.query(
    `INSERT INTO teams (team_name, leader_id)
     SELECT 'FC Team ' || t, u.id FROM generate_series(0, $1::int - 1) AS t
     JOIN users u ON u.bgmi_user_id = 'fc_' || (4 * t)`,
    [TEAMS],
  );
  await client.query(
    `INSERT INTO team_members (team_id, user_id, role)
     SELECT tm.id, u.id, CASE WHEN k = 0 THEN 'leader' ELSE 'member' END
     FROM teams tm CROSS JOIN generate_series(0, 3) AS k
     JOIN users u ON u.bgmi_user_id = 'fc_' || (4 * substring(tm.team_name FROM 9)::int + k)`,
  );
  const tokens = Array.from({ length: TEAMS }, () => randomBytes(32).toString('base64url'));
  const leaders = tokens.map((_, t) => `fc_${4 * t}`);
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  // Odd teams' tokens were last used 2 minutes ago: their use is written (after the answer).
  await client.query(
    `INSERT INTO auth_tokens (user_id, token_hash, last_used_at)
     SELECT u.id, x.hash, now() - CASE WHEN x.n % 2 = 1 THEN interval '2 minutes' ELSE interval '0' END
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(leader, hash, n)
     JOIN users u ON u.bgmi_user_id = x.leader`,
    [leaders, hashes],
  );
  const { rows } = await client.query(
    `INSERT INTO esports_events (kind, title, session_id, map, match_type, max_players,
       session_start_time, session_end_time)
     VALUES ('tournament', 'First Come Cup', 'S1', 'Erangel', 'squad', $1,
       now() + interval '1 day', now() + interval '1 day 3 hours')
     RETURNING id`,
    [SLOTS * 4],
  );
  return { tokens, eventId: rows[0].id };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// The instance never outlives this process, however it ends.
process.on('exit', () => instance?.child.kill('SIGTERM'));

async function main() {
  await assertPortsFree([PORT]);
  database = await createDatabase(PG);
  instance = await startInstance({
    port: PORT,
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      JOBS: '0',
      ADMIN_KEY_FILE: path.join(logDir, 'admin.key'),
      UPLOADS_DIR: path.join(logDir, 'uploads'),
    },
    events: [],
    logDir,
  });
  const client = new Client({ connectionString: database.url });
  client.on('error', (error) => failures.push(`test's own database connection: ${error.message}`));
  await client.connect();
  const { tokens, eventId } = await seed(client);
  const url = `http://127.0.0.1:${PORT}/BGMI/register-tournament`;
  const register = async (t) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[t]}` },
      body: JSON.stringify({
        tournament_id: eventId,
        team_name: `FC Team ${t}`,
        bgmiUserId: `fc_${4 * t}`,
        selectedPlayers: [0, 1, 2, 3].map((k) => `fc_${4 * t + k}`),
      }),
      signal: AbortSignal.timeout(180_000),
    });
    const body = await response.json();
    return {
      team: t,
      code: response.status,
      body,
      arrival: Number(response.headers.get('x-arrival-order')),
      ms: performance.now() - started,
    };
  };
  // Anchor, same run, first: the same 2,000 tokens in one burst on a call that only checks the
  // token and reads one row (get-bgmi-player): the floor the machine sets for a burst this size.
  // The odd tokens are then made idle again, so the registrations meet the same conditions.
  const anchorUrl = `http://127.0.0.1:${PORT}/BGMI/get-bgmi-player`;
  const anchorBurst = (count) =>
    Promise.all(
      Array.from({ length: count }, async (_, t) => {
        const started = performance.now();
        const response = await fetch(anchorUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[t]}` },
          body: JSON.stringify({ bgmiUserId: `fc_${4 * t}` }),
          signal: AbortSignal.timeout(180_000),
        });
        await response.arrayBuffer();
        return performance.now() - started;
      }),
    );
  // A warm-up first (pool connections opened, code compiled), as any server has had by then.
  await anchorBurst(200);
  const anchor = await anchorBurst(TEAMS);
  anchor.sort((a, b) => a - b);
  await client.query(
    `UPDATE auth_tokens SET last_used_at = now() - interval '2 minutes'
     WHERE user_id IN (SELECT id FROM users WHERE bgmi_user_id ~ '^fc_[0-9]+$'
                       AND (substring(bgmi_user_id FROM 4)::int / 4) % 2 = 1)`,
  );
  console.log(`${TEAMS} registrations for ${SLOTS} slots in one burst`);
  const burstStarted = performance.now();
  const answers = await Promise.all(Array.from({ length: TEAMS }, (_, t) => register(t)));
  const burstMs = performance.now() - burstStarted;

  const failed = answers.filter((answer) => answer.code !== 200 || !answer.body.status);
  check(!failed.length, `every registration answered 200 (${failed.length} did not)`);
  if (failed.length) console.log('  first refusal:', JSON.stringify(failed[0].body));
  const byArrival = [...answers].sort((a, b) => a.arrival - b.arrival);
  const arrivals = new Set(answers.map((answer) => answer.arrival));
  check(arrivals.size === TEAMS && !arrivals.has(0), 'every answer carries its own arrival number');
  const registered = answers.filter((answer) => answer.body.waitlisted === false);
  check(registered.length === SLOTS, `exactly ${SLOTS} registered (${registered.length})`);
  const positions = answers
    .map((answer) => answer.body.waitlist_position)
    .filter((position) => typeof position === 'number')
    .sort((a, b) => a - b);
  check(
    positions.length === TEAMS - SLOTS && positions.every((position, i) => position === i + 1),
    `waitlist positions are 1..${TEAMS - SLOTS} without gap or double`,
  );
  const outOfOrder = byArrival.filter((answer, index) =>
    index < SLOTS
      ? answer.body.waitlisted !== false
      : answer.body.waitlist_position !== index - SLOTS + 1,
  );
  check(
    !outOfOrder.length,
    `slots and waitlist follow arrival order at the server (${outOfOrder.length} out of order)`,
  );
  const stored = await client.query(
    `SELECT count(*)::int AS teams, count(DISTINCT team_id)::int AS distinct_teams,
            count(*) FILTER (WHERE status = 'registered')::int AS registered,
            (SELECT total_players_registered FROM esports_events WHERE id = $1) AS players
     FROM event_registrations WHERE event_id = $1`,
    [eventId],
  );
  const row = stored.rows[0];
  check(
    row.teams === TEAMS && row.distinct_teams === TEAMS && row.registered === SLOTS,
    `the database holds ${TEAMS} registrations once each, ${SLOTS} in slots (${JSON.stringify(row)})`,
  );
  check(row.players === SLOTS * 4, `the event counts ${SLOTS * 4} players (${row.players})`);
  await client.end();
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  console.log(
    `  latency: p50 ${Math.round(percentile(times, 50))} ms, p99 ${Math.round(p99)} ms, ` +
      `max ${Math.round(times[times.length - 1])} ms; whole burst ${Math.round(burstMs)} ms; ` +
      `anchor (get-bgmi-player, same tokens, same burst size): p50 ${Math.round(percentile(anchor, 50))} ms, ` +
      `p99 ${Math.round(percentile(anchor, 99))} ms`,
  );
  // Issue 22's goal (p99 under 1.5 s on PostgreSQL) is printed beside the anchor, not asserted:
  // speed is judged by benchmarks beside an anchor from the same run (npm run bench), never by a
  // timed test on a shared machine. FIRST_COME_P99_MS=<ms> makes it a check where wanted.
  const anchorP99 = percentile(anchor, 99);
  const limit = Number(env.FIRST_COME_P99_MS ?? 1500);
  console.log(
    `  goal: p99 under ${limit} ms: ${p99 < limit ? 'met' : 'not met'} ` +
      `(p99 ${Math.round(p99)} ms, ${(p99 / anchorP99).toFixed(2)} x the anchor's ${Math.round(anchorP99)} ms)`,
  );
  if (env.FIRST_COME_P99_MS) check(p99 < limit, `p99 ${Math.round(p99)} ms under ${limit} ms`);
  await finish();
}

main().catch((error) => finish(error.stack ?? String(error)));
