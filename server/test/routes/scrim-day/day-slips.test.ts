import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { ids } from '../esports-events/fixtures';
import { BAD_TOKEN, MINUTE, createEvent, makeOrganizer, registerNewTeam } from './fixtures';
import { expectOrganizerRefusals, fullEventWithWaitlist } from './organizer-kit';

// Issue 22: the day as it slips. Every organiser call: good input, 400 naming the field, 401,
// 403 for another organiser's event.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

type States = { data: { event_id: string; state: string; reason?: string | null }[] };
const states = async (token: string) =>
  (await post<States>(ctx.app, 'scrim-day/my-event-states', {}, token)).body.data;
const kinds = async (token: string) =>
  (
    await post<{ data: { kind: string; title: string; body: string }[] }>(
      ctx.app,
      'notifications/list',
      {},
      token,
    )
  ).body.data;

describe('the day as it slips (issue 22)', () => {
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

  it('opens and closes check-in now: the console is pushed, no-shows are told and kept', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const other = await makeOrganizer(ctx.app, ctx.database);
    const pushes: { userId: string; event: string; payload: unknown }[] = [];
    const deps = ctx.app.scrimDayDeps;
    const original = deps.emitToUser;
    deps.emitToUser = ((userId: string, event: string, payload: unknown) => {
      pushes.push({ userId, event, payload });
      return original(userId, event as never, payload as never);
    }) as typeof deps.emitToUser;
    try {
      const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 120 });
      const a = await registerNewTeam(ctx.app, ctx.database, eventId);
      const b = await registerNewTeam(ctx.app, ctx.database, eventId);
      const c = await registerNewTeam(ctx.app, ctx.database, eventId);
      expect(c.answer.body.waitlist_position).toBe(1);
      // The registrations push the organiser's console row with the new counts (merged, a moment
      // after the answers have gone out, so it may still be on its way).
      const lastRow = () =>
        pushes.filter((p) => p.userId === organizer.id && p.event === 'organizer_event').at(-1)
          ?.payload as { _id: string; slots_left: number; waitlist_length: number } | undefined;
      for (let i = 0; i < 50 && lastRow()?.waitlist_length !== 1; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(lastRow()).toMatchObject({ _id: eventId, slots_left: 0, waitlist_length: 1 });

      await expectOrganizerRefusals(
        ctx.app,
        'organizer/check-in-now',
        { event_id: eventId, open: true },
        { body: { event_id: eventId }, field: 'open' },
        organizer,
        other,
      );
      const opened = await post<{ data: { check_in_state: string } }>(
        ctx.app,
        'organizer/check-in-now',
        { event_id: eventId, open: true },
        organizer.token,
      );
      expect(opened.statusCode).toBe(200);
      expect(opened.body.data.check_in_state).toBe('open');
      const notice = (await kinds(a.team.players[1]!.token)).find(
        (n) => n.kind === 'check_in_open',
      );
      expect(notice!.body).toMatch(/before \d{1,2}:\d\d [ap]m IST\.$/);
      expect(notice!.body).not.toContain('UTC');

      await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, a.team.leader.token);
      const closed = await post<{ data: { check_in_state: string; checked_in_count: number } }>(
        ctx.app,
        'organizer/check-in-now',
        { event_id: eventId, open: false },
        organizer.token,
      );
      expect(closed.body.data).toMatchObject({ check_in_state: 'closed', checked_in_count: 1 });
      // B missed it: told, and its page says so; C took the slot.
      expect(await states(b.team.players[2]!.token)).toEqual([
        expect.objectContaining({ event_id: eventId, state: 'missed_check_in' }),
      ]);
      expect((await kinds(b.team.leader.token)).map((n) => n.kind)).toContain('check_in_missed');
      expect(await states(c.team.leader.token)).toEqual([
        expect.objectContaining({ event_id: eventId, state: 'registered' }),
      ]);
      const again = await post(
        ctx.app,
        'organizer/check-in-now',
        { event_id: eventId, open: true },
        organizer.token,
      );
      expect(again.statusCode).toBe(409);

      // The record counts the no-show.
      const record = await post<{ data: { no_shows: number; events: { outcome: string }[] } }>(
        ctx.app,
        'scrim-day/team-record',
        { team_id: b.team.id },
        a.team.leader.token,
      );
      expect(record.body.data.no_shows).toBe(1);
      expect(record.body.data.events).toEqual([expect.objectContaining({ outcome: 'no_show' })]);
      expect(
        (await post(ctx.app, 'scrim-day/team-record', { team_id: 'x' }, a.team.leader.token)).body
          .field,
      ).toBe('team_id');
      expect(
        (await post(ctx.app, 'scrim-day/team-record', { team_id: b.team.id }, BAD_TOKEN))
          .statusCode,
      ).toBe(401);
    } finally {
      deps.emitToUser = original;
    }
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
    expect((await kinds(a.team.leader.token)).map((n) => n.kind)).toContain('room_released');

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
    const told = (await kinds(a.team.players[1]!.token)).find((n) => n.kind === 'match_delayed');
    expect(told!.title).toMatch(/delayed by \d+ min/);
    expect(told!.body).toMatch(/now starts at \d{1,2}:\d\d [ap]m IST\.$/);
  });

  it('disqualifies with a reason and bans a team from the organiser events', async () => {
    const { organizer, other, eventId, a, w } = await fullEventWithWaitlist(ctx.app, ctx.database);
    await expectOrganizerRefusals(
      ctx.app,
      'organizer/disqualify-team',
      { event_id: eventId, team_id: a.team.id, reason: 'Hacks' },
      { body: { event_id: eventId, team_id: a.team.id, reason: '' }, field: 'reason' },
      organizer,
      other,
    );
    const dq = await post(
      ctx.app,
      'organizer/disqualify-team',
      { event_id: eventId, team_id: a.team.id, reason: 'Emulator players' },
      organizer.token,
    );
    expect(dq.body).toMatchObject({ status: true, promoted_team: w.team.id });
    expect(await states(a.team.players[1]!.token)).toEqual([
      expect.objectContaining({ state: 'disqualified', reason: 'Emulator players' }),
    ]);
    const told = (await kinds(a.team.leader.token)).find((n) => n.kind === 'disqualified');
    expect(told!.body).toContain('Emulator players');

    await expectOrganizerRefusals(
      ctx.app,
      'organizer/ban-team',
      { event_id: eventId, team_id: a.team.id, days: 7, reason: 'Cheating' },
      { body: { event_id: eventId, team_id: a.team.id, days: 0, reason: 'x' }, field: 'days' },
      organizer,
      other,
    );
    const ban = await post<{ banned_until: string }>(
      ctx.app,
      'organizer/ban-team',
      { event_id: eventId, team_id: a.team.id, days: 7, reason: 'Cheating' },
      organizer.token,
    );
    expect(ban.statusCode).toBe(200);
    expect(Date.parse(ban.body.banned_until) - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * MINUTE);
    expect((await kinds(a.team.players[2]!.token)).map((n) => n.kind)).toContain('team_banned');

    // Refused at registration with the reason in the organiser's next event; another's is fine.
    const register = (event: string) =>
      post(
        ctx.app,
        'register-tournament',
        {
          tournament_id: event,
          team_name: a.team.name,
          bgmiUserId: a.team.leader.bgmiUserId,
          selectedPlayers: ids(a.team.players),
        },
        a.team.leader.token,
      );
    const next = await createEvent(ctx.app, organizer, { slots: 4, startsIn: 300 });
    const refused = await register(next);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(
      /^This team is banned from this organiser's events until .+ IST: Cheating$/,
    );
    const elsewhere = await createEvent(ctx.app, other, { slots: 4, startsIn: 300 });
    expect((await register(elsewhere)).statusCode).toBe(200);
    const record = await post<{ data: { bans: { reason: string }[]; events: unknown[] } }>(
      ctx.app,
      'scrim-day/team-record',
      { team_id: a.team.id },
      organizer.token,
    );
    expect(record.body.data.bans).toEqual([expect.objectContaining({ reason: 'Cheating' })]);
    expect(record.body.data.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event_id: eventId, outcome: 'disqualified' }),
      ]),
    );
  });
});
