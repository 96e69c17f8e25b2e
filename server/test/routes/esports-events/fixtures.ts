import type { Database } from '../../../src/db/database';
import type { FastifyInstance } from 'fastify';
import {
  insertEvent,
  type NewEvent,
} from '../../../src/repositories/esports-events/tournament-repository';
import { post, signUp, type TestUser } from '../../helpers/api';

const HOUR = 3_600_000;
let teamCounter = 0;

/** A team led by a new user with `size - 1` more new members, written straight to the tables. */
export async function makeTeam(app: FastifyInstance, database: Database, size = 4) {
  teamCounter += 1;
  const players: TestUser[] = [];
  for (let i = 0; i < size; i += 1) players.push(await signUp(app));
  const leader = players[0]!;
  const name = `Squad ${process.pid} ${teamCounter}`;
  const [team] = await database.query<{ id: string }>(
    'INSERT INTO teams (team_name, leader_id) VALUES ($1, $2) RETURNING id',
    [name, leader.id],
  );
  for (const [index, player] of players.entries()) {
    await database.query('INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3)', [
      team!.id,
      player.id,
      index === 0 ? 'leader' : 'member',
    ]);
  }
  return { id: team!.id, name, leader, players };
}

/** Adds an existing user to a team as a member. */
export async function addMember(database: Database, teamId: string, userId: string) {
  await database.query(
    "INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'member')",
    [teamId, userId],
  );
}

type State = 'upcoming' | 'live' | 'past';
const OFFSETS: Record<State, [number, number]> = {
  upcoming: [24 * HOUR, 27 * HOUR],
  live: [-HOUR, 5 * HOUR],
  past: [-48 * HOUR, -45 * HOUR],
};

export async function makeEvent(database: Database, state: State, extra: Partial<NewEvent> = {}) {
  const [start, end] = OFFSETS[state];
  return insertEvent(database.db, {
    kind: 'tournament',
    title: `Cup ${state} ${Math.random().toString(36).slice(2, 7)}`,
    sessionId: 'S1',
    map: 'Erangel',
    matchType: 'squad',
    maxPlayers: 100,
    sessionStartTime: new Date(Date.now() + start),
    sessionEndTime: new Date(Date.now() + end),
    ...extra,
  });
}

export const ids = (players: TestUser[]) => players.map((player) => player.bgmiUserId);

type Team = Awaited<ReturnType<typeof makeTeam>>;

/** The register-tournament body by which `team`'s leader enters all its players in the event. */
export const registrationOf = (team: Team, eventId: string) => ({
  tournament_id: eventId,
  team_name: team.name,
  bgmiUserId: team.leader.bgmiUserId,
  selectedPlayers: ids(team.players),
});

/** `team`'s leader registers all its players in the event through register-tournament. */
export const registerTeam = <T = Record<string, unknown>>(
  app: FastifyInstance,
  team: Team,
  eventId: string,
) => post<T>(app, 'register-tournament', registrationOf(team, eventId), team.leader.token);
