import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { makeEvent } from './fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Listed = { data: Array<Record<string, unknown>> };
const titles = (answer: { body: Listed }) => answer.body.data.map((event) => event.title);

describe('get-bgmi-tournaments and get-bgmi-SCRIMS-tournaments', () => {
  let upcoming: string, live: string, past: string, scrim: string;
  beforeAll(async () => {
    upcoming = (
      await makeEvent(ctx.database, 'upcoming', {
        totalWinningPaise: 5_000_050,
        description: 'Finals',
      })
    ).title;
    live = (await makeEvent(ctx.database, 'live')).title;
    past = (await makeEvent(ctx.database, 'past')).title;
    scrim = (await makeEvent(ctx.database, 'upcoming', { kind: 'scrim', registrationStatus: 0 }))
      .title;
  });

  it('lists tournaments by the clock, without a token, with every spec field', async () => {
    const answer = await post<Listed>(ctx.app, 'get-bgmi-tournaments', { type: 'upcoming' });
    expect(answer.statusCode).toBe(200);
    expect(titles(answer)).toEqual([upcoming]);
    expect(answer.body.data[0]).toMatchObject({
      map: 'Erangel',
      match_type: 'squad',
      total_players_registered: 0,
      max_players: 100,
      total_winning_amount: 50000.5,
      winning_per_player: null,
      registration_status: 1,
      registered_users: [],
      registered_teams: [],
      description: 'Finals',
    });
    expect(titles(await post<Listed>(ctx.app, 'get-bgmi-tournaments', { type: 'live' }))).toEqual([
      live,
    ]);
    expect(titles(await post<Listed>(ctx.app, 'get-bgmi-tournaments', { type: 'past' }))).toEqual([
      past,
    ]);
  });

  it('keeps scrims apart from tournaments', async () => {
    const answer = await post<Listed>(ctx.app, 'get-bgmi-SCRIMS-tournaments', { type: 'upcoming' });
    expect(titles(answer)).toEqual([scrim]);
    expect(answer.body.data[0]!.registration_status).toBe(0);
    expect(
      (await post<Listed>(ctx.app, 'get-bgmi-SCRIMS-tournaments', { type: 'past' })).body.data,
    ).toEqual([]);
  });

  it.each([[{ type: 'soon' }], [{}], [{ type: 3 }]])(
    'refuses %o with 400 naming type',
    async (body) => {
      for (const path of ['get-bgmi-tournaments', 'get-bgmi-SCRIMS-tournaments']) {
        const answer = await post(ctx.app, path, body);
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toMatchObject({ status: false, field: 'type' });
      }
    },
  );
});
