import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf, fieldOf } from '../../helpers/api';
import { BAD_TOKEN, createEvent, makeOrganizer, registerNewTeam } from './fixtures';
import { expectOrganizerRefusals, fullEventWithWaitlist } from './organizer-kit';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

/** A create-event body for a small scrim at the given session times. */
const scrimBetween = (sessionStartTime: string, sessionEndTime: string) => ({
  kind: 'scrim',
  title: 'X',
  map: 'E',
  slots: 4,
  sessionStartTime,
  sessionEndTime,
});

describe('organiser console calls', () => {
  it('create / list / edit / open-close: own events only, fields checked', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const player = await signUp(ctx.app);
    const other = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, {
      extra: { points_system: { preset: 'custom', placement_points: [20, 10, 5], kill_points: 2 } },
    });
    expect(await statusOf(ctx.app, 'organizer/create-event', { kind: 'scrim' }, player.token)).toBe(
      400,
    );
    const notOrganizer = await post(
      ctx.app,
      'organizer/create-event',
      scrimBetween('2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z'),
      player.token,
    );
    expect(notOrganizer.statusCode).toBe(403);
    const badDate = await post(
      ctx.app,
      'organizer/create-event',
      scrimBetween('2030-02-30T10:00:00Z', '2030-03-01T12:00:00Z'),
      organizer.token,
    );
    expect(badDate.body).toMatchObject({ field: 'sessionStartTime' });
    expect(await statusOf(ctx.app, 'organizer/create-event', {}, BAD_TOKEN)).toBe(401);

    const mine = await post<{
      data: { _id: string; slots: number; points_system: { placement_points: number[] } }[];
    }>(ctx.app, 'organizer/list-events', {}, organizer.token);
    expect(mine.body.data.map((e) => e._id)).toEqual([eventId]);
    expect(mine.body.data[0]).toMatchObject({
      slots: 2,
      points_system: { preset: 'custom', placement_points: [20, 10, 5], kill_points: 2 },
    });
    expect(
      (await post<{ data: unknown[] }>(ctx.app, 'organizer/list-events', {}, other.token)).body
        .data,
    ).toEqual([]);
    expect(await statusOf(ctx.app, 'organizer/list-events', {}, player.token)).toBe(403);
    expect(await statusOf(ctx.app, 'organizer/list-events', {}, BAD_TOKEN)).toBe(401);

    const edit = await post<{ data: { slots: number; title: string } }>(
      ctx.app,
      'organizer/edit-event',
      { event_id: eventId, slots: 4, title: 'Evening scrim' },
      organizer.token,
    );
    expect(edit.body.data).toMatchObject({ slots: 4, title: 'Evening scrim' });
    await expectOrganizerRefusals(
      ctx.app,
      'organizer/edit-event',
      { event_id: eventId, title: 'Mine' },
      { body: { event_id: eventId, slots: 99 }, field: 'slots' },
      organizer,
      other,
    );

    const closed = await post<{ data: { registration_status: number } }>(
      ctx.app,
      'organizer/set-registration',
      { event_id: eventId, open: false },
      organizer.token,
    );
    expect(closed.body.data.registration_status).toBe(0);
    expect((await registerNewTeam(ctx.app, ctx.database, eventId)).answer.statusCode).toBe(400);
    await expectOrganizerRefusals(
      ctx.app,
      'organizer/set-registration',
      { event_id: eventId, open: true },
      { body: { event_id: eventId, open: 'yes' }, field: 'open' },
      organizer,
      other,
    );
  });

  it('teams, remove / ban with promotion, slot-list CSV, matches', async () => {
    const { organizer, other, eventId, a, w } = await fullEventWithWaitlist(ctx.app, ctx.database);
    const removed = await post(
      ctx.app,
      'organizer/remove-team',
      { event_id: eventId, team_id: a.team.id, ban: true },
      organizer.token,
    );
    expect(removed.body).toMatchObject({ status: true, promoted_team: w.team.id });
    await expectOrganizerRefusals(
      ctx.app,
      'organizer/remove-team',
      { event_id: eventId, team_id: w.team.id },
      { body: { event_id: eventId, team_id: 'x' }, field: 'team_id' },
      organizer,
      other,
    );
    // The banned team cannot come back.
    const again = await post(
      ctx.app,
      'register-tournament',
      {
        tournament_id: eventId,
        team_name: a.team.name,
        bgmiUserId: a.team.leader.bgmiUserId,
        selectedPlayers: a.team.players.map((p) => p.bgmiUserId),
      },
      a.team.leader.token,
    );
    expect(again.statusCode).toBe(403);

    const csv = await post<{ csv: string; filename: string }>(
      ctx.app,
      'organizer/slot-list-csv',
      { event_id: eventId },
      organizer.token,
    );
    expect(csv.body.filename).toMatch(/\.csv$/);
    expect(csv.body.csv.split('\r\n')[0]).toBe(
      'slot,waitlist,team,leader,state,checked_in_at,player_1,player_2,player_3,player_4',
    );
    expect(csv.body.csv).toContain(w.team.name);
    await expectOrganizerRefusals(
      ctx.app,
      'organizer/create-match',
      { event_id: eventId, map: 'E', start_time: '2030-01-01T10:00:00Z' },
      { body: { event_id: eventId, map: '', start_time: '2030-01-01T10:00:00Z' }, field: 'map' },
      organizer,
      other,
    );
    const m = await post<{ data: { match_no: number; has_room: boolean } }>(
      ctx.app,
      'organizer/create-match',
      { event_id: eventId, map: 'Erangel', start_time: '2030-01-01T10:00:00Z' },
      organizer.token,
    );
    expect(m.body.data).toMatchObject({ match_no: 1, has_room: false });
    // The organiser's reads of his event refuse alike.
    for (const read of [
      'organizer/slot-list-csv',
      'organizer/list-teams',
      'organizer/list-matches',
    ])
      await expectOrganizerRefusals(
        ctx.app,
        read,
        { event_id: eventId },
        { body: { event_id: 'x' }, field: 'event_id' },
        organizer,
        other,
      );
    const page = await post<{ data: { matches: unknown[]; room_id?: string } }>(
      ctx.app,
      'scrim-day/event-details',
      { event_id: eventId },
    );
    expect(page.body.data.matches).toHaveLength(1);
    expect(JSON.stringify(page.body)).not.toContain('room_password');
    expect(await fieldOf(ctx.app, 'scrim-day/event-details', { event_id: 'x' })).toBe('event_id');
  });

  it('notifications: list pages the caller only, mark-read counts down', async () => {
    const user = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    await ctx.database.query(
      "INSERT INTO notifications (user_id, kind, title, body, link) VALUES ($1, 'check_in_open', 'a', 'b', '/x'), ($1, 'room_released', 'c', 'd', '/y')",
      [user.id],
    );
    const list = await post<{ data: { _id: string }[]; unread_count: number }>(
      ctx.app,
      'notifications/list',
      {},
      user.token,
    );
    expect(list.body.unread_count).toBe(2);
    expect(
      (await post<{ data: unknown[] }>(ctx.app, 'notifications/list', {}, stranger.token)).body
        .data,
    ).toEqual([]);
    expect(await fieldOf(ctx.app, 'notifications/list', { before: 'yesterday' }, user.token)).toBe(
      'before',
    );
    expect(await statusOf(ctx.app, 'notifications/list', {}, BAD_TOKEN)).toBe(401);
    // Someone else's ids change nothing.
    const foreign = await post<{ unread_count: number }>(
      ctx.app,
      'notifications/mark-read',
      { ids: [list.body.data[0]!._id] },
      stranger.token,
    );
    expect(foreign.body.unread_count).toBe(0);
    const one = await post<{ unread_count: number }>(
      ctx.app,
      'notifications/mark-read',
      { ids: [list.body.data[0]!._id] },
      user.token,
    );
    expect(one.body.unread_count).toBe(1);
    expect(await fieldOf(ctx.app, 'notifications/mark-read', {}, user.token)).toBe('ids');
    expect(await statusOf(ctx.app, 'notifications/mark-read', { all: true }, BAD_TOKEN)).toBe(401);
    expect(
      (
        await post<{ unread_count: number }>(
          ctx.app,
          'notifications/mark-read',
          { all: true },
          user.token,
        )
      ).body.unread_count,
    ).toBe(0);
  });
});
