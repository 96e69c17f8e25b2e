import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { MINUTE, createEvent, makeOrganizer, notices, registerNewTeam } from './fixtures';
import { expectOrganizerRefusals } from './organizer-kit';

// Issue 22: the day as it slips. Every organiser call: good input, 400 naming the field, 401,
// 403 for another organiser's event.
// Here: the times of the day (a start in the past, a room released now, matches delayed).

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

describe('the day as it slips (issue 22): start dates, rooms released now, delayed matches', () => {
  it('refuses a start date in the past on create and edit, naming the field', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const past = new Date(Date.now() - 2 * 60 * MINUTE);
    const created = await post(
      ctx.app,
      'organizer/create-event',
      {
        kind: 'scrim',
        title: 'Yesterday scrim',
        map: 'Erangel',
        slots: 4,
        sessionStartTime: past.toISOString(),
        sessionEndTime: new Date(past.getTime() + 4 * 60 * MINUTE).toISOString(),
      },
      organizer.token,
    );
    expect(created.statusCode).toBe(400);
    expect(created.body).toMatchObject({
      status: false,
      message: 'sessionStartTime must not be in the past',
      field: 'sessionStartTime',
    });
    const eventId = await createEvent(ctx.app, organizer, { startsIn: 60 });
    const moved = await post(
      ctx.app,
      'organizer/edit-event',
      { event_id: eventId, sessionStartTime: past.toISOString() },
      organizer.token,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.body.field).toBe('sessionStartTime');
    // An edit that sends the start unchanged is not refused, even once the event has begun.
    await ctx.database.query(
      "UPDATE esports_events SET session_start_time = now() - interval '5 minutes' WHERE id = $1",
      [eventId],
    );
    const listed = await post<{ data: { _id: string; sessionStartTime: string }[] }>(
      ctx.app,
      'organizer/list-events',
      {},
      organizer.token,
    );
    const start = listed.body.data.find((row) => row._id === eventId)!.sessionStartTime;
    const same = await post(
      ctx.app,
      'organizer/edit-event',
      { event_id: eventId, sessionStartTime: start, description: 'Lobby 2 today' },
      organizer.token,
    );
    expect(same.statusCode).toBe(200);
  });

  it('releases a room now and delays matches; players are told in IST', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const other = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 20 });
    const a = await registerNewTeam(ctx.app, ctx.database, eventId);
    await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, a.team.leader.token);
    const addMatch = async (startsIn: number, room: boolean) =>
      (
        await post<{ data: { _id: string } }>(
          ctx.app,
          'organizer/create-match',
          {
            event_id: eventId,
            map: 'Erangel',
            start_time: new Date(Date.now() + startsIn * MINUTE).toISOString(),
            ...(room ? { room_id: '7788', room_password: 'pw1' } : {}),
          },
          organizer.token,
        )
      ).body.data._id;
    const m1 = await addMatch(60, true);
    const m2 = await addMatch(90, false);

    expect(
      (await post(ctx.app, 'scrim-day/room-details', { match_id: m1 }, a.team.leader.token))
        .statusCode,
    ).toBe(409);
    await expectOrganizerRefusals(
      ctx.app,
      'organizer/release-room-now',
      { match_id: m1 },
      { body: { match_id: 'nope' }, field: 'match_id' },
      organizer,
      other,
    );
    const noRoom = await post(
      ctx.app,
      'organizer/release-room-now',
      { match_id: m2 },
      organizer.token,
    );
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.body.field).toBe('room_id');
    const released = await post(
      ctx.app,
      'organizer/release-room-now',
      { match_id: m1 },
      organizer.token,
    );
    expect(released.statusCode).toBe(200);
    const room = await post<{ data: { room_id: string } }>(
      ctx.app,
      'scrim-day/room-details',
      { match_id: m1 },
      a.team.players[3]!.token,
    );
    expect(room.body.data.room_id).toBe('7788');
    expect((await notices(ctx.app, a.team.leader.token)).map((n) => n.kind)).toContain(
      'room_released',
    );

    await expectOrganizerRefusals(
      ctx.app,
      'organizer/delay-match',
      { match_id: m1, minutes: 10 },
      { body: { match_id: m1, minutes: 0 }, field: 'minutes' },
      organizer,
      other,
    );
    const before = await post<{ data: { _id: string; start_time: string }[] }>(
      ctx.app,
      'organizer/list-matches',
      { event_id: eventId },
      organizer.token,
    );
    const delayed = await post<{ data: { _id: string; start_time: string }[] }>(
      ctx.app,
      'organizer/delay-match',
      { match_id: m1, minutes: 15, following: true },
      organizer.token,
    );
    expect(delayed.statusCode).toBe(200);
    expect(delayed.body.message).toBe('2 matches delayed by 15 min');
    for (const match of before.body.data) {
      const after = delayed.body.data.find((row) => row._id === match._id)!;
      expect(Date.parse(after.start_time) - Date.parse(match.start_time)).toBe(15 * MINUTE);
    }
    const one = await post<{ data: { _id: string; start_time: string }[] }>(
      ctx.app,
      'organizer/delay-match',
      { match_id: m2, minutes: 5 },
      organizer.token,
    );
    expect(one.body.message).toBe('Match delayed by 5 min');
    const told = (await notices(ctx.app, a.team.players[1]!.token)).find(
      (n) => n.kind === 'match_delayed',
    );
    expect(told!.title).toMatch(/delayed by \d+ min/);
    expect(told!.body).toMatch(/now starts at \d{1,2}:\d\d [ap]m IST\.$/);
  });
});
