import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { BAD_TOKEN, createEvent, makeOrganizer } from './fixtures';

// Issue 22: a qualifier of 256-5,000 squads needs more than one lobby's 25 slots; the event form
// allows it for an event played in stages (staged: true, or an event that has stages already).
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS: '0' });
});
afterAll(async () => ctx.close());

const NEED = 'slots must be at most 25 (more need an event with stages)';

type Listed = { data: Array<{ _id: string; slots: number; staged: boolean }> };

describe('slots of an event played in stages', () => {
  it('create and edit: up to 5,000 with stages, 25 without; 400 naming slots, 401, 403', async () => {
    const organizer = await makeOrganizer(ctx.app, ctx.database);
    const other = await makeOrganizer(ctx.app, ctx.database);
    const staged = await createEvent(ctx.app, organizer, { slots: 1024, extra: { staged: true } });
    const plain = await createEvent(ctx.app, organizer, { slots: 16 });
    const listed = await post<Listed>(ctx.app, 'organizer/list-events', {}, organizer.token);
    const row = (id: string) => listed.body.data.find((event) => event._id === id)!;
    expect(row(staged)).toMatchObject({ slots: 1024, staged: true });
    expect(row(plain)).toMatchObject({ slots: 16, staged: false });

    await expect(createEvent(ctx.app, organizer, { slots: 26 })).rejects.toThrow(NEED);
    await expect(
      createEvent(ctx.app, organizer, { slots: 5001, extra: { staged: true } }),
    ).rejects.toThrow('slots must be at most 5000');

    const edit = (body: Record<string, unknown>, token = organizer.token) =>
      post<{ field?: string; message: string; data?: { slots: number; staged: boolean } }>(
        ctx.app,
        'organizer/edit-event',
        body,
        token,
      );
    const refused = await edit({ event_id: plain, slots: 300 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ field: 'slots', message: NEED });
    const grown = await edit({ event_id: plain, slots: 300, staged: true });
    expect(grown.statusCode).toBe(200);
    expect(grown.body.data).toMatchObject({ slots: 300, staged: true });
    // Already beyond one lobby: further edits need no flag.
    expect((await edit({ event_id: staged, slots: 2048 })).body.data).toMatchObject({
      slots: 2048,
    });
    expect((await edit({ event_id: staged, staged: 'yes' })).body).toMatchObject({
      field: 'staged',
    });
    expect((await edit({ event_id: staged, slots: 30 }, BAD_TOKEN)).statusCode).toBe(401);
    expect((await edit({ event_id: staged, slots: 30 }, other.token)).statusCode).toBe(403);
  });
});
