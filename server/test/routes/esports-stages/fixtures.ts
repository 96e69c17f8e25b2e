import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/database';
import { post, type TestUser } from '../../helpers/api';
import { createEvent, makeOrganizer, registerNewTeam } from '../scrim-day/fixtures';

export type Detail = {
  stage: { _id: string; seed: string | null; group_count: number; team_count: number };
  groups: { _id: string; name: string; teams: { team_id: string; team_name: string }[] }[];
  matches: { _id: string; match_no: number; group_ids: string[]; group_names: string[] }[];
  balance: { balanced: boolean; note: string; words?: { code: string; params?: object }[] } | null;
};

/** An organiser's event with `teams` registered teams (each with its leader and players). */
export async function eventWithTeams(app: FastifyInstance, database: Database, teams: number) {
  const organizer = await makeOrganizer(app, database);
  const eventId = await createEvent(app, organizer, { slots: Math.max(2, teams), startsIn: 60 });
  const registered = [];
  for (let i = 0; i < teams; i += 1)
    registered.push((await registerNewTeam(app, database, eventId)).team);
  return { organizer, eventId, teams: registered };
}

export async function createStage(
  app: FastifyInstance,
  organizer: TestUser,
  eventId: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await post<{ data: { _id: string; stage_no: number } }>(
    app,
    'organizer/stage-create',
    {
      event_id: eventId,
      name: 'Qualifier',
      group_size: 2,
      advance: { rule: 'overall', count: 4 },
      ...extra,
    },
    organizer.token,
  );
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/** Posts a match: `order` lists team ids from 1st place down, kills in the same order. */
export async function postMatch(
  app: FastifyInstance,
  organizer: TestUser,
  matchId: string,
  order: string[],
  kills: number[] = [],
) {
  return post(
    app,
    'organizer/stage-post-results',
    {
      match_id: matchId,
      results: order.map((team_id, i) => ({ team_id, placement: i + 1, kills: kills[i] ?? 0 })),
    },
    organizer.token,
  );
}

/** Seeds a stage by registration and schedules it (2 groups a lobby, from a minute from now). */
export async function seedAndSchedule(
  app: FastifyInstance,
  organizer: TestUser,
  stageId: string,
  rounds: number,
) {
  await post(
    app,
    'organizer/stage-seed',
    { stage_id: stageId, method: 'registration' },
    organizer.token,
  );
  const detail = await post<{ data: Detail }>(
    app,
    'organizer/stage-schedule',
    {
      stage_id: stageId,
      groups_per_match: 2,
      rounds,
      first_start: new Date(Date.now() + 60_000).toISOString(),
    },
    organizer.token,
  );
  return detail.body.data;
}

/** 8 teams in 4 groups of 2, a balanced rotation of 6 matches, and a final stage of 16. */
export async function twoStages(
  app: FastifyInstance,
  database: Database,
  advance = { rule: 'overall', count: 4 },
) {
  const { organizer, eventId, teams } = await eventWithTeams(app, database, 8);
  const stage = await createStage(app, organizer, eventId, { advance });
  const final = await createStage(app, organizer, eventId, {
    name: 'Grand final',
    group_size: 16,
    advance: { rule: 'overall', count: 1 },
  });
  const detail = await seedAndSchedule(app, organizer, stage._id, 3);
  return { organizer, eventId, teams, stage, final, detail };
}

/** The team ids of the groups playing one lobby, group by group. */
export const lobbyTeams = (detail: Detail, groupIds: string[]) =>
  detail.groups
    .filter((g) => groupIds.includes(g._id))
    .flatMap((g) => g.teams.map((t) => t.team_id));
