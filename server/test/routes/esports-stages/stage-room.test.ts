import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf, fieldOf } from '../../helpers/api';
import { makeOrganizer } from '../scrim-day/fixtures';
import { lobbyTeams, twoStages } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

describe('stage room: organizer/stage-set-room and stages/room-details', () => {
  it('releases a stage room only to the rostered players of teams in that lobby', async () => {
    const { organizer, teams, detail } = await twoStages(ctx.app, ctx.database);
    const match = detail.matches[0]!;
    expect(
      await fieldOf(
        ctx.app,
        'organizer/stage-set-room',
        { match_id: match._id, room_id: '', room_password: 'x' },
        organizer.token,
      ),
    ).toBe('room_id');
    const other = await makeOrganizer(ctx.app, ctx.database);
    const room = { match_id: match._id, room_id: '7654321', room_password: 'pw' };
    expect(await statusOf(ctx.app, 'organizer/stage-set-room', room, other.token)).toBe(403);
    expect(await statusOf(ctx.app, 'organizer/stage-set-room', room)).toBe(401);
    expect(await statusOf(ctx.app, 'organizer/stage-set-room', room, organizer.token)).toBe(200);
    const inLobby = new Set(lobbyTeams(detail, match.group_ids));
    const player = teams.find((t) => inLobby.has(t.id))!.players[2]!;
    const outsider = teams.find((t) => !inLobby.has(t.id))!.players[0]!;
    const seen = await post<{ data: { room_id: string } }>(
      ctx.app,
      'stages/room-details',
      { match_id: match._id },
      player.token,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.room_id).toBe('7654321');
    expect(
      (await post(ctx.app, 'stages/room-details', { match_id: match._id }, outsider.token))
        .statusCode,
    ).toBe(403);
    expect(await statusOf(ctx.app, 'stages/room-details', { match_id: match._id })).toBe(401);
    const organizerList = await post<{ data: { room_id: string | null }[] }>(
      ctx.app,
      'organizer/stage-matches',
      { stage_id: detail.stage._id },
      organizer.token,
    );
    expect(organizerList.body.data[0]!.room_id).toBe('7654321');
  });
});
