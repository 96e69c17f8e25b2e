import {
  SCRIM_DAY_SOCKET_EVENTS,
  SCRIM_DAY_SOCKET_NAMESPACE,
  STAGE_TABLES_EVENT,
  type StageTables,
} from '@bgmi/shared/server';
import { socketTestApp } from '../helpers/socket-app';
import { post } from '../helpers/api';
import {
  createStage,
  eventWithTeams,
  postMatch,
  seedAndSchedule,
} from '../routes/esports-stages/fixtures';

const ctx = socketTestApp({ JOBS: '0' });

describe('stage tables over the socket', () => {
  it('a watcher without login gets the new tables when a match is posted and when the stage closes', async () => {
    const { organizer, eventId } = await eventWithTeams(ctx.app, ctx.database, 4);
    const stage = await createStage(ctx.app, organizer, eventId, {
      advance: { rule: 'overall', count: 2 },
    });
    const detail = await seedAndSchedule(ctx.app, organizer, stage._id, 1);
    const watcher = await ctx.connected(undefined, SCRIM_DAY_SOCKET_NAMESPACE);
    await new Promise((resolve) =>
      watcher.emit(SCRIM_DAY_SOCKET_EVENTS.joinEvent, { event_id: eventId }, resolve),
    );
    const next = () =>
      new Promise<StageTables>((resolve) => watcher.once(STAGE_TABLES_EVENT, resolve));

    const match = detail.matches[0]!;
    const order = detail.groups.flatMap((g) => g.teams.map((t) => t.team_id));
    const pushed = next();
    await postMatch(ctx.app, organizer, match._id, order, [3, 0, 0, 0]);
    const tables = await pushed;
    expect(tables.stage_id).toBe(stage._id);
    expect(tables.matches_posted).toBe(1);
    expect(tables.overall.map((row) => [row.team_id, row.total])).toEqual([
      [order[0], 13],
      [order[1], 6],
      [order[2], 5],
      [order[3], 4],
    ]);
    // The pushed tables are what the tables call answers.
    const read = await post<{ data: StageTables }>(ctx.app, 'stages/tables', {
      stage_id: stage._id,
    });
    expect(read.body.data.overall).toEqual(tables.overall);

    const closing = next();
    await post(ctx.app, 'organizer/stage-close', { stage_id: stage._id }, organizer.token);
    const closed = await closing;
    expect(closed.status).toBe('closed');
    expect(closed.overall.filter((row) => row.advances).map((row) => row.team_id)).toEqual(
      order.slice(0, 2),
    );
  });
});
