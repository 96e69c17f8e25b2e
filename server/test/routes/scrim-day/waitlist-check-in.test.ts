import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf, fieldOf } from '../../helpers/api';
import { runScrimDayTick } from '../../../src/services/scrim-day/day-jobs';
import { BAD_TOKEN, MINUTE, createEvent, makeOrganizer, registerNewTeam } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

const states = async (token: string) =>
  (
    await post<{ data: { event_id: string; state: string; waitlist_position: number | null }[] }>(
      ctx.app,
      'scrim-day/my-event-states',
      {},
      token,
    )
  ).body.data;

describe('waitlist, check-in and promotion (DESIGN 7)', () => {
  it('waitlists beyond the slots, promotes on a missed check-in, and lets the promoted team check in', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 20 });
    const a = await registerNewTeam(ctx.app, ctx.database, eventId);
    const b = await registerNewTeam(ctx.app, ctx.database, eventId);
    const c = await registerNewTeam(ctx.app, ctx.database, eventId);
    expect(a.answer.body).toMatchObject({ status: true, waitlisted: false });
    expect(c.answer.statusCode).toBe(200);
    expect(c.answer.body).toMatchObject({
      message: 'Added to the waitlist at position 1',
      waitlist_position: 1,
    });
    expect(await states(c.team.players[2]!.token)).toEqual([
      expect.objectContaining({ event_id: eventId, state: 'waitlisted', waitlist_position: 1 }),
    ]);

    const card = await post<{
      data: { _id: string; slots_left: number; waitlist_length: number; check_in_state: string }[];
    }>(ctx.app, 'get-bgmi-SCRIMS-tournaments', { type: 'upcoming' });
    expect(card.body.data.find((e) => e._id === eventId)).toMatchObject({
      slots_left: 0,
      waitlist_length: 1,
      check_in_state: 'open',
    });

    // A member cannot check in unless the event allows it; the leader can; a waitlisted team cannot.
    expect(
      (await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, a.team.players[1]!.token))
        .statusCode,
    ).toBe(403);
    const checked = await post(
      ctx.app,
      'scrim-day/check-in',
      { event_id: eventId },
      a.team.leader.token,
    );
    expect(checked.body).toMatchObject({ status: true, data: { state: 'checked_in' } });
    expect(
      (await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, c.team.leader.token))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(ctx.app, 'scrim-day/check-in', { event_id: 'x' }, a.team.leader.token)).body
        .field,
    ).toBe('event_id');
    expect(await statusOf(ctx.app, 'scrim-day/check-in', { event_id: eventId }, BAD_TOKEN)).toBe(
      401,
    );

    // Close of check-in (the background job, run with a clock past the close): B missed it.
    await runScrimDayTick(ctx.app.scrimDayDeps, new Date(Date.now() + 11 * MINUTE));
    // B is out of the event, and its page says why (issue 22: it used to vanish silently).
    expect(await states(b.team.leader.token)).toEqual([
      expect.objectContaining({ event_id: eventId, state: 'missed_check_in' }),
    ]);
    expect(await states(c.team.leader.token)).toEqual([
      expect.objectContaining({ state: 'registered' }),
    ]);
    const inbox = await post<{ data: { kind: string }[]; unread_count: number }>(
      ctx.app,
      'notifications/list',
      {},
      c.team.leader.token,
    );
    expect(inbox.body.data.map((n) => n.kind)).toContain('waitlist_promoted');
    // Promoted after the close, C may still check in before the start.
    const late = await post(
      ctx.app,
      'scrim-day/check-in',
      { event_id: eventId },
      c.team.leader.token,
    );
    expect(late.body).toMatchObject({ data: { state: 'checked_in' } });
    const teams = await post<{ data: { team_name: string; slot_no: number | null }[] }>(
      ctx.app,
      'organizer/list-teams',
      { event_id: eventId },
      organizer.token,
    );
    expect(teams.body.data.map((t) => t.team_name)).toEqual([a.team.name, c.team.name]);
  });

  it('cancellation hands the slot to the first waitlisted team, in order', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 120 });
    const a = await registerNewTeam(ctx.app, ctx.database, eventId);
    await registerNewTeam(ctx.app, ctx.database, eventId);
    const w1 = await registerNewTeam(ctx.app, ctx.database, eventId);
    const w2 = await registerNewTeam(ctx.app, ctx.database, eventId);
    expect(w2.answer.body.waitlist_position).toBe(2);
    expect(
      await statusOf(
        ctx.app,
        'scrim-day/cancel-registration',
        { event_id: eventId },
        a.team.players[1]!.token,
      ),
    ).toBe(403);
    expect(
      await fieldOf(
        ctx.app,
        'scrim-day/cancel-registration',
        { event_id: 'nope' },
        a.team.leader.token,
      ),
    ).toBe('event_id');
    expect(
      (await post(ctx.app, 'scrim-day/cancel-registration', { event_id: eventId }, BAD_TOKEN))
        .statusCode,
    ).toBe(401);
    const cancel = await post(
      ctx.app,
      'scrim-day/cancel-registration',
      { event_id: eventId },
      a.team.leader.token,
    );
    expect(cancel.statusCode).toBe(200);
    expect(await states(w1.team.leader.token)).toEqual([
      expect.objectContaining({ state: 'registered' }),
    ]);
    expect(await states(w2.team.leader.token)).toEqual([
      expect.objectContaining({ state: 'waitlisted', waitlist_position: 1 }),
    ]);
    expect(await statusOf(ctx.app, 'scrim-day/my-event-states', {}, BAD_TOKEN)).toBe(401);
  });

  it('check-in outside the window is refused with the field', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 120 });
    const a = await registerNewTeam(ctx.app, ctx.database, eventId);
    const answer = await post(
      ctx.app,
      'scrim-day/check-in',
      { event_id: eventId },
      a.team.leader.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Check-in is not open for this event',
      field: 'event_id',
    });
    const stranger = await signUp(ctx.app);
    expect(
      await statusOf(ctx.app, 'scrim-day/check-in', { event_id: eventId }, stranger.token),
    ).toBe(403);
  });
});
