import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { findCommand } from '../../../src/cli/commands';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const admin = (name: string, args: string[]) =>
  findCommand(name)!.run(
    { database: ctx.database, emitToUser: () => undefined, broadcast: () => undefined },
    args,
  );
const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('admin CLI: tournaments and scrims', () => {
  it('creates, updates, closes and reopens a scrim', async () => {
    const created = (await admin('create-scrim', [
      'title=Night Scrim',
      'map=Livik',
      'match_type=duo',
      'max_players=48',
      `start=${soon(5)}`,
      `end=${soon(7)}`,
      'prize=1000',
    ])) as { id: string; state: string; registration: string };
    expect(created).toMatchObject({ state: 'upcoming', registration: 'open' });
    await admin('update-event', [created.id, 'title=Late Scrim', 'per_player=25.5']);
    await admin('close-registration', [created.id]);
    let list = await post<{ data: Array<Record<string, unknown>> }>(
      ctx.app,
      'get-bgmi-SCRIMS-tournaments',
      { type: 'upcoming' },
    );
    expect(list.body.data[0]).toMatchObject({
      title: 'Late Scrim',
      registration_status: 0,
      winning_per_player: 25.5,
      total_winning_amount: 1000,
    });
    await admin('open-registration', [created.id]);
    list = await post(ctx.app, 'get-bgmi-SCRIMS-tournaments', { type: 'upcoming' });
    expect(list.body.data[0]!.registration_status).toBe(1);
    expect(
      (await post<{ data: unknown[] }>(ctx.app, 'get-bgmi-tournaments', { type: 'upcoming' })).body
        .data,
    ).toEqual([]);
  });

  it('refuses bad arguments with the field named', async () => {
    const base = ['title=T', 'map=M', 'match_type=squad', 'max_players=100', `start=${soon(5)}`];
    await expect(admin('create-tournament', [...base, `end=${soon(1)}`])).rejects.toMatchObject({
      field: 'end',
    });
    await expect(admin('create-tournament', [...base, 'end=tomorrow'])).rejects.toMatchObject({
      field: 'end',
    });
    await expect(admin('create-tournament', ['title=T'])).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(admin('open-registration', ['abc'])).rejects.toMatchObject({ field: 'id' });
    await expect(
      admin('close-registration', ['00000000-0000-4000-8000-000000000000']),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      admin('update-event', ['00000000-0000-4000-8000-000000000000', 'colour=red']),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
