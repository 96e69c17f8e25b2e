import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { addMember, ids, makeEvent, makeTeam, registerTeam, registrationOf } from './fixtures';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Listed = {
  data: Array<{
    _id: string;
    total_players_registered: number;
    registered_users: string[];
    registered_teams: string[];
  }>;
};

async function listed(id: string) {
  const answer = await post<Listed>(ctx.app, 'get-bgmi-tournaments', { type: 'upcoming' });
  return answer.body.data.find((event) => event._id === id)!;
}

describe('POST /BGMI/register-tournament', () => {
  it('registers exactly 4 members of the leader team and shows them in the list', async () => {
    const team = await makeTeam(ctx.app, ctx.database);
    const event = await makeEvent(ctx.database, 'upcoming');
    const answer = await registerTeam(ctx.app, team, event.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'Team registered successfully!' });
    const row = await listed(event.id);
    expect(row.total_players_registered).toBe(4);
    expect(row.registered_teams).toEqual([team.name]);
    expect([...row.registered_users].sort()).toEqual(ids(team.players).sort());
  });

  it.each([
    [{ selectedPlayers: ['a', 'b', 'c'] }, 'You must select exactly 4 players.', 'selectedPlayers'],
    [
      { selectedPlayers: ['a', 'b', 'c', 'd', 'e'] },
      'You must select exactly 4 players.',
      'selectedPlayers',
    ],
    [
      { selectedPlayers: ['a', 'a', 'b', 'c'] },
      'You must select exactly 4 players.',
      'selectedPlayers',
    ],
    [{ team_name: '  ' }, 'Select a team first.', 'team_name'],
    [{ tournament_id: 'not-an-id' }, 'tournament_id is not a valid id', 'tournament_id'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const team = await makeTeam(ctx.app, ctx.database);
    const event = await makeEvent(ctx.database, 'upcoming');
    const body = registrationOf(team, event.id);
    const answer = await post(
      ctx.app,
      'register-tournament',
      { ...body, ...change },
      team.leader.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
    expect((await listed(event.id)).total_players_registered).toBe(0);
  });

  it('answers 401 without a token and for a body naming another user', async () => {
    const team = await makeTeam(ctx.app, ctx.database);
    const other = await signUp(ctx.app);
    const event = await makeEvent(ctx.database, 'upcoming');
    const body = registrationOf(team, event.id);
    expect(await statusOf(ctx.app, 'register-tournament', body)).toBe(401);
    await expectTokenRefused(ctx.app, 'register-tournament', body, other.token);
    expect((await listed(event.id)).total_players_registered).toBe(0);
  });

  it('lets only the leader register (403 for a member)', async () => {
    const team = await makeTeam(ctx.app, ctx.database);
    const member = team.players[1]!;
    const event = await makeEvent(ctx.database, 'upcoming');
    const answer = await post(
      ctx.app,
      'register-tournament',
      { ...registrationOf(team, event.id), bgmiUserId: member.bgmiUserId },
      member.token,
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe('Only the team leader can register the team');
  });

  it('refuses players who are not members of the team', async () => {
    const team = await makeTeam(ctx.app, ctx.database);
    const stranger = await signUp(ctx.app);
    const event = await makeEvent(ctx.database, 'upcoming');
    const chosen = [...ids(team.players).slice(0, 3), stranger.bgmiUserId];
    const answer = await post(
      ctx.app,
      'register-tournament',
      {
        tournament_id: event.id,
        team_name: team.name,
        bgmiUserId: team.leader.bgmiUserId,
        selectedPlayers: chosen,
      },
      team.leader.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      field: 'selectedPlayers',
      message: `Not members of this team: ${stranger.bgmiUserId}`,
    });
  });

  it('registers a team once, and lists players already in the event through another team', async () => {
    const first = await makeTeam(ctx.app, ctx.database, 5);
    const event = await makeEvent(ctx.database, 'upcoming');
    const base = {
      tournament_id: event.id,
      team_name: first.name,
      bgmiUserId: first.leader.bgmiUserId,
    };
    await post(
      ctx.app,
      'register-tournament',
      { ...base, selectedPlayers: ids(first.players.slice(0, 4)) },
      first.leader.token,
    );
    const again = await post(
      ctx.app,
      'register-tournament',
      { ...base, selectedPlayers: ids(first.players.slice(1, 5)) },
      first.leader.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Your team is already registered for this event',
      field: 'team_name',
    });

    // A player of the first team also plays for a second team: nothing of the second is stored.
    const second = await makeTeam(ctx.app, ctx.database, 3);
    const shared = first.players[2]!;
    await addMember(ctx.database, second.id, shared.id);
    const answer = await post<{ alreadyRegisteredPlayers: string[] }>(
      ctx.app,
      'register-tournament',
      {
        tournament_id: event.id,
        team_name: second.name,
        bgmiUserId: second.leader.bgmiUserId,
        selectedPlayers: [...ids(second.players), shared.bgmiUserId],
      },
      second.leader.token,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.body.alreadyRegisteredPlayers).toEqual([shared.bgmiUserId]);
    expect(answer.body.message).toBe(`Already registered: ${shared.bgmiUserId}`);
    expect((await listed(event.id)).total_players_registered).toBe(4);
  });

  it('waitlists on a full event; refuses a closed one, a live or past one and an unknown one', async () => {
    const team = await makeTeam(ctx.app, ctx.database);
    const body = (id: string) => registrationOf(team, id);
    const full = await makeEvent(ctx.database, 'upcoming', {
      maxPlayers: 8,
      totalPlayersRegistered: 5,
    });
    // DESIGN 7: beyond the slots a team joins the waitlist instead of being refused.
    const fullAnswer = await post(ctx.app, 'register-tournament', body(full.id), team.leader.token);
    expect(fullAnswer.statusCode).toBe(200);
    expect(fullAnswer.body).toMatchObject({
      message: 'Added to the waitlist at position 1',
      waitlisted: true,
      waitlist_position: 1,
    });
    expect((await listed(full.id)).total_players_registered).toBe(5);
    await post(ctx.app, 'scrim-day/cancel-registration', { event_id: full.id }, team.leader.token);

    for (const event of [
      await makeEvent(ctx.database, 'upcoming', { registrationStatus: 0 }),
      await makeEvent(ctx.database, 'live'),
      await makeEvent(ctx.database, 'past'),
    ]) {
      const answer = await post(ctx.app, 'register-tournament', body(event.id), team.leader.token);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({
        message: 'Registration is closed for this event',
        field: 'tournament_id',
      });
    }
    const unknown = await post(
      ctx.app,
      'register-tournament',
      body('00000000-0000-4000-8000-000000000000'),
      team.leader.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.field).toBe('tournament_id');
    const noTeam = await post(
      ctx.app,
      'register-tournament',
      { ...body(full.id), team_name: 'No Such Team' },
      team.leader.token,
    );
    expect(noTeam.statusCode).toBe(404);
    expect(noTeam.body.field).toBe('team_name');
  });
});
