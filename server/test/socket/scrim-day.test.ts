import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { SCRIM_DAY_SOCKET_EVENTS, SCRIM_DAY_SOCKET_NAMESPACE } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../helpers/api';
import { MINUTE, createEvent, makeOrganizer, registerNewTeam } from '../routes/scrim-day/fixtures';

let ctx: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await ctx.close();
});

async function connect(path: string, token?: string): Promise<Socket> {
  const socket = io(`${url}${path}`, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

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
