import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf, fieldOf } from '../../helpers/api';
import { runScrimDayTick } from '../../../src/services/scrim-day/day-jobs';
import { BAD_TOKEN, MINUTE, dayWithTwoTeams, makeOrganizer } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

describe('match rooms: released to checked-in rosters, not before time, logged, told', () => {
  it('releases the room to rostered players of checked-in teams only and logs each view', async () => {
    const { organizer, a, matchId } = await dayWithTwoTeams(ctx.app, ctx.database);
    const stranger = await signUp(ctx.app);
    const denied = await post(
      ctx.app,
      'scrim-day/room-details',
      { match_id: matchId },
      stranger.token,
    );
    expect(denied.statusCode).toBe(403);
    const member = await post<{ data: { room_id: string; room_password: string } }>(
      ctx.app,
      'scrim-day/room-details',
      { match_id: matchId },
      a.players[3]!.token,
    );
    expect(member.statusCode).toBe(200);
    expect(member.body.data).toMatchObject({ room_id: '1234567', room_password: 'pw12' });
    const [views] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM room_views WHERE match_id = $1',
      [matchId],
    );
    expect(views!.n).toBe(1);
    expect(
      await fieldOf(ctx.app, 'scrim-day/room-details', { match_id: 'x' }, a.leader.token),
    ).toBe('match_id');
    expect(
      await statusOf(ctx.app, 'scrim-day/room-details', { match_id: matchId }, BAD_TOKEN),
    ).toBe(401);
    // The organiser list shows the room; another organiser is refused.
    const other = await makeOrganizer(ctx.app, ctx.database);
    const list = await post<{ data: { room_id: string }[] }>(
      ctx.app,
      'organizer/list-matches',
      {
        event_id: (
          await ctx.database.query<{ event_id: string }>(
            'SELECT event_id FROM event_matches WHERE id = $1',
            [matchId],
          )
        )[0]!.event_id,
      },
      organizer.token,
    );
    expect(list.body.data[0]!.room_id).toBe('1234567');
    expect(
      await statusOf(
        ctx.app,
        'organizer/edit-match',
        { match_id: matchId, room_id: '999' },
        other.token,
      ),
    ).toBe(403);
    expect(
      await fieldOf(
        ctx.app,
        'organizer/edit-match',
        { match_id: matchId, start_time: '2026-02-30T10:00' },
        organizer.token,
      ),
    ).toBe('start_time');
    const edited = await post<{ data: { room_id: string } }>(
      ctx.app,
      'organizer/edit-match',
      { match_id: matchId, room_id: '999' },
      organizer.token,
    );
    expect(edited.body.data.room_id).toBe('999');
  });

  it('refuses the room before the release time', async () => {
    const { organizer, eventId, a } = await dayWithTwoTeams(ctx.app, ctx.database);
    const later = await post<{ data: { _id: string } }>(
      ctx.app,
      'organizer/create-match',
      {
        event_id: eventId,
        map: 'Sanhok',
        start_time: new Date(Date.now() + 60 * MINUTE).toISOString(),
        room_id: '1',
        room_password: '2',
      },
      organizer.token,
    );
    const early = await post(
      ctx.app,
      'scrim-day/room-details',
      { match_id: later.body.data._id },
      a.leader.token,
    );
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('The room details are not released yet');
  });

  it('tells checked-in players when the room is released (background tick)', async () => {
    const { a } = await dayWithTwoTeams(ctx.app, ctx.database);
    await runScrimDayTick(ctx.app.scrimDayDeps, new Date());
    const inbox = await post<{ data: { kind: string }[] }>(
      ctx.app,
      'notifications/list',
      {},
      a.players[2]!.token,
    );
    expect(inbox.body.data.map((n) => n.kind)).toContain('room_released');
  });
});
