import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { ids } from '../esports-events/fixtures';
import {
  BAD_TOKEN,
  MINUTE,
  createEvent,
  eventStates,
  makeOrganizer,
  notices,
  registerNewTeam,
} from './fixtures';
import { expectOrganizerRefusals, fullEventWithWaitlist } from './organizer-kit';

// Issue 22: the day as it slips. Every organiser call: good input, 400 naming the field, 401,
// 403 for another organiser's event.
// Here: what becomes of a team (a no-show at check-in, disqualified, banned), as its record shows.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

describe('the day as it slips (issue 22): no-shows at check-in, disqualification, bans', () => {
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
      const notice = (await notices(ctx.app, a.team.players[1]!.token)).find(
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
      expect(await eventStates(ctx.app, b.team.players[2]!.token)).toEqual([
        expect.objectContaining({ event_id: eventId, state: 'missed_check_in' }),
      ]);
      expect((await notices(ctx.app, b.team.leader.token)).map((n) => n.kind)).toContain(
        'check_in_missed',
      );
      expect(await eventStates(ctx.app, c.team.leader.token)).toEqual([
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
    expect(await eventStates(ctx.app, a.team.players[1]!.token)).toEqual([
      expect.objectContaining({ state: 'disqualified', reason: 'Emulator players' }),
    ]);
    const told = (await notices(ctx.app, a.team.leader.token)).find(
      (n) => n.kind === 'disqualified',
    );
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
    expect((await notices(ctx.app, a.team.players[2]!.token)).map((n) => n.kind)).toContain(
      'team_banned',
    );

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
