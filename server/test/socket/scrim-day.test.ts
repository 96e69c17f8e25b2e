import { SCRIM_DAY_SOCKET_EVENTS, SCRIM_DAY_SOCKET_NAMESPACE } from '@bgmi/shared/server';
import { nextEvent as next, socketTestApp } from '../helpers/socket-app';
import { post } from '../helpers/api';
import { MINUTE, createEvent, makeOrganizer, registerNewTeam } from '../routes/scrim-day/fixtures';

const ctx = socketTestApp({ JOBS: '0' });
const connect = (path: string, token?: string) => ctx.connected(token, path);

describe('scrim day socket events', () => {
  it('points_table to a watcher without login, notification and room_details to the players', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const eventId = await createEvent(ctx.app, organizer, { slots: 2, startsIn: 20 });
    const { team } = await registerNewTeam(ctx.app, ctx.database, eventId);
    await post(ctx.app, 'scrim-day/check-in', { event_id: eventId }, team.leader.token);
    const match = await post<{ data: { _id: string } }>(
      ctx.app,
      'organizer/create-match',
      {
        event_id: eventId,
        map: 'Erangel',
        start_time: new Date(Date.now() + 5 * MINUTE).toISOString(),
      },
      organizer.token,
    );

    const watcher = await connect(SCRIM_DAY_SOCKET_NAMESPACE);
    const joined = await new Promise<{ status: boolean }>((resolve) =>
      watcher.emit(SCRIM_DAY_SOCKET_EVENTS.joinEvent, { event_id: eventId }, resolve),
    );
    expect(joined.status).toBe(true);
    const player = await connect('', team.players[1]!.token);

    const room = next<{ room_id: string }>(player, SCRIM_DAY_SOCKET_EVENTS.roomDetails);
    await post(
      ctx.app,
      'organizer/edit-match',
      { match_id: match.body.data._id, room_id: '4242', room_password: 'pw' },
      organizer.token,
    );
    expect((await room).room_id).toBe('4242');

    const table = next<{ event_id: string; overall: { team_id: string; total: number }[] }>(
      watcher,
      SCRIM_DAY_SOCKET_EVENTS.pointsTable,
    );
    const notice = next<{ notification: { kind: string }; unread_count: number }>(
      player,
      SCRIM_DAY_SOCKET_EVENTS.notification,
    );
    await post(
      ctx.app,
      'organizer/post-results',
      { match_id: match.body.data._id, results: [{ team_id: team.id, placement: 1, kills: 5 }] },
      organizer.token,
    );
    expect(await table).toMatchObject({
      event_id: eventId,
      overall: [{ team_id: team.id, total: 15 }],
    });
    expect((await notice).notification.kind).toBe('results_posted');
  });
});
