import { stageTablesEndpoint, type StageTables } from '@bgmi/shared/server';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/config';
import { inOwnSchema } from './own-schema';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createStage, scheduleStage, seedStage } from '../src/services/esports-stages/stage-setup';
import { postStageResults } from '../src/services/esports-stages/stage-results';
import { rotation } from '../src/services/esports-stages/schedule';
import { findStage } from '../src/repositories/esports-stages/stage-repository';
import { groupTeams } from '../src/repositories/esports-stages/stage-group-repository';
import { matchesOf } from '../src/repositories/esports-stages/stage-match-repository';
import { median } from './stats';
import { compareSerialisers } from './serialise';

// Issue 22's stage figures, each beside an anchor measured in the same run on the same database:
// a qualifier of 4,096 squads drawn into 256 groups of 16 with its schedule (goal < 1 s), one
// match's results posted and every table of the stage recomputed (goal p99 < 100 ms), and the
// stage's overall table served over HTTP (app.inject; goal < 50 ms).

const SQUADS = 4096;
const POSTS = 100;
const READS = 100;

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const goal = (value: number, limit: number) =>
  `(goal < ${limit} ms: ${value < limit ? 'met' : 'NOT met'})`;

async function seedQualifier(database: Database) {
  const [organizer] = await database.query<{ id: string }>(
    `INSERT INTO users (username, bgmi_user_id, name, email, phone, password_hash, is_organizer)
     VALUES ('bench_org', 'bench_org', 'Bench', 'b@example.com', '9999999999', 'x', true) RETURNING id`,
  );
  const [event] = await database.query<{ id: string }>(
    `INSERT INTO esports_events (kind, title, session_id, map, match_type, max_players,
       session_start_time, session_end_time, organizer_id)
     VALUES ('tournament', 'Bench qualifier', 'bench', 'Erangel', 'squad', ${SQUADS * 4},
       now() + interval '1 day', now() + interval '2 days', $1) RETURNING id`,
    [organizer!.id],
  );
  await database.execScript(`
    INSERT INTO users (username, bgmi_user_id, name, email, phone, password_hash)
      SELECT 'bench_' || g, 'bench_' || g, 'Leader ' || g, 'l' || g || '@example.com', '9999999999', 'x'
      FROM generate_series(1, ${SQUADS}) g;
    INSERT INTO teams (team_name, leader_id)
      SELECT 'Squad ' || substr(u.username, 7), u.id FROM users u WHERE u.username LIKE 'bench\\_%' AND u.username <> 'bench_org';
    INSERT INTO event_registrations (event_id, team_id, registered_by)
      SELECT '${event!.id}', t.id, t.leader_id FROM teams t ORDER BY t.created_at, t.id;`);
  return { organizerId: organizer!.id, eventId: event!.id };
}

export async function benchStages(): Promise<void> {
  await benchOn({ dataDir: 'memory' });
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  await inOwnSchema(url, `bench_stages_${process.pid}`, (searchPath) =>
    benchOn({ url, searchPath }),
  );
}

async function benchOn(options: DatabaseOptions) {
  const database = await openDatabase(options);
  await migrate(database);
  const { organizerId, eventId } = await seedQualifier(database);
  const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', JOBS: '0' });
  const app = await buildApp({ config, database, logger: false });
  // The app's own senders: a push to the event's room (nobody watches here) is part of a post.
  const deps = app.scrimDayDeps;

  // Anchor 1: 4,096 rows written in one transaction to a bare table (the floor of any draw); a
  // plain table (in the bench's schema on PostgreSQL): a temporary one exists on one pool
  // connection only.
  await database.query('CREATE TABLE IF NOT EXISTS bench_anchor (a uuid, b uuid, n int)');
  let started = performance.now();
  await database.query(`INSERT INTO bench_anchor SELECT id, id, 1 FROM teams LIMIT ${SQUADS}`);
  const anchorWrite = performance.now() - started;

  const stage = await createStage(database, eventId, {
    event_id: eventId,
    name: 'Qualifier',
    group_size: 16,
    points_system: { preset: 'pmgc', kill_points: 1 },
    advance: { rule: 'per_group', count: 2 },
  });
  started = performance.now();
  await seedStage(database, stage, { stage_id: stage.id, method: 'random', seed: 'bench' });
  const drawMs = performance.now() - started;
  const balance = await scheduleStage(database, stage, {
    stage_id: stage.id,
    groups_per_match: 1,
    rounds: 6,
    first_start: new Date(Date.now() + 86_400_000).toISOString(),
    minutes_between: 30,
    maps: ['Erangel'],
  });
  const setup = performance.now() - started;
  started = performance.now();
  const pairs = rotation(256, 2, 255);
  const rotationMs = performance.now() - started;

  // Five rounds of results in bulk (20,480 lines), then POSTS matches through the service.
  const matches = await matchesOf(database.db, stage.id);
  const teams = await groupTeams(database.db, stage.id);
  const byGroup = new Map<string, string[]>();
  for (const team of teams)
    byGroup.set(team.group_id!, [...(byGroup.get(team.group_id!) ?? []), team.team_id]);
  await database.query(
    `INSERT INTO stage_results (match_id, stage_id, team_id, match_no, placement, kills, placement_points, points)
     SELECT m.id, m.stage_id, st.team_id, m.match_no, p.placement, p.placement % 5, 0, p.placement % 5
     FROM stage_matches m
     JOIN LATERAL (SELECT team_id, row_number() OVER (ORDER BY md5(team_id::text || m.id::text))::int AS placement
                   FROM stage_teams WHERE group_id = m.group_ids[1]) p ON true
     JOIN stage_teams st ON st.team_id = p.team_id AND st.stage_id = m.stage_id
     WHERE m.stage_id = $1 AND m.match_no <= 1280`,
    [stage.id],
  );
  const fresh = (await findStage(database.db, stage.id))!;
  const postTimes: number[] = [];
  const anchorPosts: number[] = [];
  let tables: StageTables | undefined;
  for (const match of matches.slice(1280, 1280 + POSTS)) {
    const lobby = byGroup.get(match.groupIds[0]!)!;
    const lines = lobby.map((team_id, i) => ({ team_id, placement: i + 1, kills: i % 4 }));
    // Anchor 3, beside each post: 16 rows written to the bare table in one statement.
    started = performance.now();
    await database.query(`INSERT INTO bench_anchor SELECT id, id, 2 FROM teams LIMIT 16`);
    anchorPosts.push(performance.now() - started);
    started = performance.now();
    tables = await postStageResults(deps, fresh, match, lines, organizerId);
    postTimes.push(performance.now() - started);
  }
  // What a watched room adds after the answer: the push encoded once per namespace.
  started = performance.now();
  for (let i = 0; i < 2; i += 1) JSON.stringify(['stage_tables', tables]);
  const pushMs = performance.now() - started;

  // Anchor 2: a bare read of the 4,096 teams; then the overall table served over HTTP.
  const anchorReads: number[] = [];
  const reads: number[] = [];
  let body = '';
  for (let i = 0; i < READS; i += 1) {
    started = performance.now();
    await database.query(
      'SELECT st.team_id, t.team_name FROM stage_teams st JOIN teams t ON t.id = st.team_id WHERE st.stage_id = $1',
      [stage.id],
    );
    anchorReads.push(performance.now() - started);
    started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/BGMI/stages/tables',
      payload: { stage_id: stage.id },
    });
    reads.push(performance.now() - started);
    body = response.body;
  }
  console.log(`stages, 4,096 squads (${database.kind}):`);
  console.log(
    `  draw 256 groups of 16 + schedule of ${matches.length} matches: ${ms(setup)} ${goal(setup, 1000)} ` +
      `(draw ${ms(drawMs)}); ` +
      `anchor: 4,096 rows written in one statement ${ms(anchorWrite)}. ${balance.note}`,
  );
  console.log(
    `  rotation of 256 groups in pairs, 255 rounds (${pairs.rounds.flat().length} lobbies, algorithm only): ${ms(rotationMs)}; ${pairs.balance.note}`,
  );
  console.log(
    `  post one match (16 lines) + recompute every table (20,480 earlier lines): median ${ms(median(postTimes))}, ` +
      `p99 ${ms(p99(postTimes))} ${goal(p99(postTimes), 100)} over ${POSTS} posts; ` +
      `anchor: 16 rows written in one statement median ${ms(median(anchorPosts))}, p99 ${ms(p99(anchorPosts))}; ` +
      `after the answer, the push to a watched room encodes 1 MB twice: ${ms(pushMs)}`,
  );
  console.log(
    `  stages/tables (4,096 overall + 256 groups, ${(body.length / 1024).toFixed(0)} KB): median ${ms(median(reads))}, ` +
      `p99 ${ms(p99(reads))} ${goal(p99(reads), 50)}; anchor: bare read of the 4,096 teams median ${ms(median(anchorReads))}, p99 ${ms(p99(anchorReads))}`,
  );
  // Issue 24: the 1 MB answer encoded by JSON.stringify and by the schema's serialiser.
  compareSerialisers('stages/tables serialised', stageTablesEndpoint, JSON.parse(body));
  await app.close();
  await database.close();
}

if (process.argv[1]?.endsWith('stages.ts')) {
  benchStages().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
