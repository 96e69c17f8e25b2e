import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { newOperator, saveUpper } from './upper-helpers';

// Recording upper operators and their terms (issue 27): save, list, remove.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('jantri-upper-save / list / remove', () => {
  it('records an upper with his terms, links a site user, edits and lists them', async () => {
    const op = await newOperator(ctx.app);
    const upper = await newOperator(ctx.app);
    const id = await saveUpper(ctx.app, op, upper, { lc: 5, commission_basis: 'total' });
    const edited = await post<{ data: { passing_rate: number; upper_username: string } }>(
      ctx.app,
      'jantri-upper-save',
      {
        upper_id: id,
        name: 'Bada bhai',
        upper_username: upper.username,
        passing_rate: 95,
        patti: 10,
      },
      op.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ passing_rate: 95, upper_username: upper.username });
    const list = await post<{ data: unknown[] }>(ctx.app, 'jantri-upper-list', {}, op.token);
    expect(list.body.data).toEqual([
      expect.objectContaining({ _id: id, name: 'Bada bhai', patti: 10, commission_basis: 'total' }),
    ]);
    const gone = await post(ctx.app, 'jantri-upper-remove', { upper_id: id }, op.token);
    expect(gone.statusCode).toBe(200);
    expect(
      (await post<{ data: unknown[] }>(ctx.app, 'jantri-upper-list', {}, op.token)).body.data,
    ).toEqual([]);
  });

  it('an upper who keeps no books here needs no username', async () => {
    const op = await newOperator(ctx.app);
    const id = await saveUpper(ctx.app, op, null);
    expect(id).toMatch(/-/);
  });

  it.each([
    ['jantri-upper-save', { name: '', passing_rate: 90 }, 'name'],
    ['jantri-upper-save', { name: 'X', passing_rate: 'ninety' }, 'passing_rate'],
    [
      'jantri-upper-save',
      { name: 'X', passing_rate: 90, upper_username: 'nobody_here_x' },
      'upper_username',
    ],
    [
      'jantri-upper-save',
      { name: 'X', passing_rate: 90, commission_basis: 'profit' },
      'commission_basis',
    ],
    ['jantri-upper-remove', { upper_id: 'not-an-id' }, 'upper_id'],
    ['jantri-upper-list', { username: 'x'.repeat(100) }, 'username'],
  ])('%s refuses bad input with 400 naming the field (%j)', async (call, body, field) => {
    const op = await newOperator(ctx.app);
    const answer = await post(ctx.app, call, body, op.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it('naming oneself as the upper is refused (400 upper_username)', async () => {
    const op = await newOperator(ctx.app);
    const answer = await post(
      ctx.app,
      'jantri-upper-save',
      { name: 'Me', upper_username: op.username, passing_rate: 90 },
      op.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('upper_username');
  });

  it.each(['jantri-upper-save', 'jantri-upper-list', 'jantri-upper-remove'])(
    '%s without a token is 401',
    async (call) => {
      const answer = await post(ctx.app, call, { name: 'X', passing_rate: 90 });
      expect(answer.statusCode).toBe(401);
    },
  );

  it.each(['jantri-upper-save', 'jantri-upper-remove'])(
    "%s on another operator's upper is 403",
    async (call) => {
      const owner = await newOperator(ctx.app);
      const other = await newOperator(ctx.app);
      const id = await saveUpper(ctx.app, owner, null);
      const answer = await post(
        ctx.app,
        call,
        { upper_id: id, name: 'Mine now', passing_rate: 90 },
        other.token,
      );
      expect(answer.statusCode).toBe(403);
    },
  );
});
