import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { BAD_TOKEN, makeOrganizer } from '../scrim-day/fixtures';
import { createStage, eventWithTeams, type Detail } from './fixtures';

// Issue 22: a published rotation table typed by the organiser, instead of the generated one.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

describe('organizer/stage-schedule with a rotation_table', () => {
  it('plays the typed lobbies in order; 400 naming rotation_table; 401; 403', async () => {
    const { organizer, eventId } = await eventWithTeams(ctx.app, ctx.database, 8);
    const stage = await createStage(ctx.app, organizer, eventId);
    await post(
      ctx.app,
      'organizer/stage-seed',
      { stage_id: stage._id, method: 'registration' },
      organizer.token,
    );
    const schedule = (body: Record<string, unknown>, token: string | undefined = organizer.token) =>
      post<{ field?: string; message: string; data: Detail }>(
        ctx.app,
        'organizer/stage-schedule',
        {
          stage_id: stage._id,
          first_start: new Date(Date.now() + 3_600_000).toISOString(),
          minutes_between: 30,
          ...body,
        },
        token,
      );
    const typed = await schedule({ rotation_table: 'A B; C D\na,c | b,d\nA vs D; B vs C\n' });
    expect(typed.statusCode).toBe(200);
    expect(typed.body.data.matches.map((m) => m.group_names.join(''))).toEqual([
      'AB',
      'CD',
      'AC',
      'BD',
      'AD',
      'BC',
    ]);
    expect(typed.body.data.balance).toMatchObject({
      balanced: true,
      note: 'Rotation table typed by the organiser: 6 matches in 3 rounds; every pair of groups meets 1 time.',
    });
    const uneven = await schedule({ rotation_table: 'A B; C D\nA B' });
    expect(uneven.body.data.balance).toMatchObject({
      balanced: false,
      min_meetings: 0,
      words: [
        {
          code: 'stage-balance.table_uneven',
          params: { matches: '3', rounds: '2', min: '0', max: '2' },
        },
      ],
    });

    for (const [table, message] of [
      ['A E', 'rotation_table: line 1: there is no group E'],
      ['A B; A C', 'rotation_table: line 1: group A plays twice in one round'],
      ['A B;;C D', 'rotation_table: line 1 has an empty lobby'],
    ]) {
      expect((await schedule({ rotation_table: table })).body).toMatchObject({
        field: 'rotation_table',
        message,
      });
    }
    expect((await schedule({ rotation_table: 7 })).body.field).toBe('rotation_table');
    expect((await schedule({})).body.field).toBe('rounds');
    expect((await schedule({ rotation_table: 'A B' }, BAD_TOKEN)).statusCode).toBe(401);
    const other = await makeOrganizer(ctx.app, ctx.database);
    expect((await schedule({ rotation_table: 'A B' }, other.token)).statusCode).toBe(403);
  });
});
