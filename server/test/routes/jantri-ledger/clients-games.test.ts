import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { addBets, me, newOperator, sheetOf, type Operator } from './ledger-helpers';

let ctx: TestApp;
let op: Operator;
let other: Operator;
beforeAll(async () => {
  ctx = await createTestApp();
  op = await newOperator(ctx.app);
  other = await newOperator(ctx.app);
});
afterAll(async () => ctx.close());

type Clients = { data: { client_name: string; lc: number; passing_rate: number; patti: number }[] };

describe('clients', () => {
  it('adds a client with lc defaulting to 0 and answers the new client list', async () => {
    const answer = await post<{
      data: { user_clients: string[]; client: { lc: number; patti: number } };
    }>(
      ctx.app,
      'add-jantri-client',
      { ...me(op), client_name: 'Suresh', passing_rate: '95', lc: '', patti: 10 },
      op.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Client added successfully!');
    expect(answer.body.data.user_clients).toEqual(['Ramesh', 'Suresh']);
    expect(answer.body.data.client).toMatchObject({ lc: 0, patti: 10 });
    const list = await post<Clients>(ctx.app, 'getAll-jantri-client', me(op), op.token);
    expect(list.body.data.map((c) => c.client_name)).toEqual(['Ramesh', 'Suresh']);
  });

  it.each([
    [{ client_name: '' }, 'Please fill all required fields', 'client_name'],
    [{ passing_rate: '' }, 'Please fill all required fields', 'passing_rate'],
    [{ passing_rate: 'abc' }, 'Please fill all required fields', 'passing_rate'],
    [{ lc: 150 }, 'lc must be at most 100', 'lc'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const answer = await post(
      ctx.app,
      'add-jantri-client',
      { client_name: 'X', passing_rate: 90, ...change },
      op.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it('refuses a second client of the same name whatever its case (409)', async () => {
    const answer = await post(
      ctx.app,
      'add-jantri-client',
      { client_name: ' ramesh ', passing_rate: 90 },
      op.token,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.body.field).toBe('client_name');
  });

  it("edits a client's terms, and another operator's client of that name is untouched", async () => {
    const answer = await post(
      ctx.app,
      'edit-jantri-client',
      { client_name: 'Ramesh', passing_rate: 80, lc: 5 },
      op.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Client updated successfully!');
    expect(answer.body.data).toMatchObject({ passing_rate: 80, lc: 5, patti: 0 });
    const theirs = await post<Clients>(ctx.app, 'getAll-jantri-client', {}, other.token);
    expect(theirs.body.data[0]).toMatchObject({
      client_name: 'Ramesh',
      passing_rate: 90,
      lc: 10,
      patti: 20,
    });
    const bad = await post(
      ctx.app,
      'edit-jantri-client',
      { client_name: 'Ramesh', passing_rate: '' },
      op.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('passing_rate');
    const unknown = await post(
      ctx.app,
      'edit-jantri-client',
      { client_name: 'Nobody', passing_rate: 90 },
      op.token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("cannot see, delete or bet on another operator's clients", async () => {
    const solo = await newOperator(ctx.app);
    await post(
      ctx.app,
      'add-jantri-client',
      { client_name: 'Private One', passing_rate: 90 },
      solo.token,
    );
    const mine = await post<Clients>(ctx.app, 'getAll-jantri-client', {}, op.token);
    expect(mine.body.data.map((c) => c.client_name)).not.toContain('Private One');
    const remove = await post(
      ctx.app,
      'remove-jantri-client',
      { client_name: 'Private One' },
      op.token,
    );
    expect(remove.statusCode).toBe(404);
    const bets = await post(
      ctx.app,
      'add-jantri-bets',
      { client_name: 'Private One', game_name: 'Delhi Bazar', text: '12(10)' },
      op.token,
    );
    expect(bets.statusCode).toBe(404);
    expect(bets.body.message).toBe('Client not found');
  });

  it('deletes a client with its bets and answers the new list', async () => {
    const solo = await newOperator(ctx.app);
    await addBets(ctx.app, solo, '12(10)');
    const missing = await post(ctx.app, 'remove-jantri-client', { client_name: '' }, solo.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please select a client to delete',
      field: 'client_name',
    });
    const answer = await post<{ data: { user_clients: string[] } }>(
      ctx.app,
      'remove-jantri-client',
      { ...me(solo), client_name: 'Ramesh' },
      solo.token,
    );
    expect(answer.body.message).toBe('Client deleted successfully!');
    expect(answer.body.data.user_clients).toEqual([]);
    const rows = await ctx.database.query(`SELECT id FROM jantri_bets WHERE owner_id = $1`, [
      solo.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('games and clearing a jantri', () => {
  it('adds a game, refuses a missing short name and a duplicate', async () => {
    const answer = await post<{ data: { user_games: string[] } }>(
      ctx.app,
      'add-jantri-game',
      { ...me(op), game_name: 'Shri Ganesh', short_name: 'SG' },
      op.token,
    );
    expect(answer.body.message).toBe('Game added successfully!');
    expect(answer.body.data.user_games).toEqual(['Delhi Bazar', 'Shri Ganesh']);
    const noShort = await post(
      ctx.app,
      'add-jantri-game',
      { game_name: 'Gali', short_name: ' ' },
      op.token,
    );
    expect(noShort.statusCode).toBe(400);
    expect(noShort.body).toMatchObject({
      message: 'Please enter a game name',
      field: 'short_name',
    });
    const twice = await post(
      ctx.app,
      'add-jantri-game',
      { game_name: 'shri ganesh', short_name: 'S' },
      op.token,
    );
    expect(twice.statusCode).toBe(409);
  });

  it("clears one client's jantri on one game only", async () => {
    const solo = await newOperator(ctx.app);
    await addBets(ctx.app, solo, '12(10)');
    await addBets(ctx.app, other, '12(10)');
    const missing = await post(ctx.app, 'clear-data-jantri', { client_name: 'Ramesh' }, solo.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please select both client and game',
      field: 'game_name',
    });
    const answer = await post(
      ctx.app,
      'clear-data-jantri',
      { client_name: 'Ramesh', game_name: 'Delhi Bazar' },
      solo.token,
    );
    expect(answer.body).toMatchObject({ status: true, message: 'Jantri deleted successfully!' });
    expect((await sheetOf(ctx.app, solo)).body.updatedBetNumbers.total_amount).toBe(0);
    expect((await sheetOf(ctx.app, other)).body.updatedBetNumbers.total_amount).toBe(10);
  });

  it('removes a game and answers the new list; an unknown or foreign game is 404', async () => {
    const solo = await newOperator(ctx.app);
    const foreign = await post(
      ctx.app,
      'remove-jantri-game',
      { game_name: 'Shri Ganesh' },
      solo.token,
    );
    expect(foreign.statusCode).toBe(404);
    const missing = await post(ctx.app, 'remove-jantri-game', {}, solo.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('game_name');
    const answer = await post<{ data: { user_games: string[] } }>(
      ctx.app,
      'remove-jantri-game',
      { game_name: 'Delhi Bazar' },
      solo.token,
    );
    expect(answer.body.message).toBe('Jantri Games deleted successfully!');
    expect(answer.body.data.user_games).toEqual([]);
    const login = await post<{ data: { user_games: string[] } }>(
      ctx.app,
      'user/refresh',
      {},
      solo.token,
    );
    expect(login.body.data.user_games).toEqual([]);
  });
});
