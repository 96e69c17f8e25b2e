import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { addBets, me, newOperator, type Operator } from './ledger-helpers';

// get-jantri-risk and the cutting options of cutting-data-jantri (DESIGN section 5).
// The seeded game: Ramesh (rate 90) played 12=100, 34=50, A 1=20; Suresh (rate 80) 12=50.
let ctx: TestApp;
let op: Operator;
let other: Operator;
beforeAll(async () => {
  ctx = await createTestApp();
  op = await newOperator(ctx.app, { passing_rate: 90 });
  other = await newOperator(ctx.app);
  await addBets(ctx.app, op, '12(100) 34(50)\nA 1(20)');
  await post(ctx.app, 'add-jantri-client', { client_name: 'Suresh', passing_rate: 80 }, op.token);
  await addBets(ctx.app, { ...op, client: 'Suresh' }, '12(50)');
});
afterAll(async () => ctx.close());

interface Worst {
  number: string;
  payout: number;
  loss: number;
}
interface Risk {
  data: {
    collection: number;
    numbers: { number: string; amount: number; payout: number; loss: number }[];
    worst: Worst;
    cap: null | {
      needed: boolean;
      reachable: boolean;
      cutNum: number | null;
      collection_after: number;
      worst_after: Worst;
    };
  };
}
const risk = (body: Record<string, unknown>, token = op.token) =>
  post<Risk>(ctx.app, 'get-jantri-risk', { game_name: op.game, ...body }, token);

describe('get-jantri-risk', () => {
  it('one client: payout per number at his rate against his collection, the worst number', async () => {
    const answer = await risk({ ...me(op), client_name: 'Ramesh' });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.body;
    expect(data.collection).toBe(170);
    expect(data.numbers).toHaveLength(100);
    expect(data.numbers[12]).toEqual({ number: '12', amount: 100, payout: 9180, loss: 9010 });
    expect(data.numbers[15]).toEqual({ number: '15', amount: 0, payout: 180, loss: 10 });
    expect(data.numbers[99]).toEqual({ number: '99', amount: 0, payout: 0, loss: -170 });
    expect(data.worst).toEqual({ number: '12', payout: 9180, loss: 9010 });
    expect(data.cap).toBeNull();
  });

  it("All Clients at each client's rate; max_loss 1000 gives the cut 9 (10 would lose 1006.67)", async () => {
    const answer = await risk({ client_name: 'All Clients', max_loss: 1000 });
    const { data } = answer.body;
    expect(data.collection).toBe(220);
    expect(data.worst).toEqual({ number: '12', payout: 13180, loss: 12960 });
    expect(data.cap).toEqual({
      max_loss: 1000,
      needed: true,
      reachable: true,
      cutNum: 9,
      cutHrf: null,
      collection_after: 38,
      worst_after: { number: '12', payout: 960, loss: 922 },
    });
    const loose = await risk({ client_name: 'All Clients', max_loss: 20000 });
    expect(loose.body.data.cap).toMatchObject({ needed: false, cutNum: null });
  });

  it.each([
    [{ client_name: '' }, 'Please select both client and game!', 'client_name'],
    [{ client_name: 'Ramesh', game_name: '' }, 'Please select both client and game!', 'game_name'],
    [{ client_name: 'Ramesh', max_loss: 'lots' }, 'max_loss must be a number', 'max_loss'],
    [{ client_name: 'Ramesh', max_loss: -5 }, 'max_loss must be at least 0', 'max_loss'],
  ])('refuses %o with 400 naming the field', async (body, message, field) => {
    const answer = await risk(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it("a foreign token gets 401 and cannot read another operator's sheet", async () => {
    const foreign = await risk({ client_name: 'Ramesh', user_id: op.id }, other.token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
    const none = await post(ctx.app, 'get-jantri-risk', {
      client_name: 'Ramesh',
      game_name: op.game,
    });
    expect(none.statusCode).toBe(401);
    // The other operator's own Ramesh has no bets: his view shows nothing of op's sheet.
    const theirs = await risk({ client_name: 'Ramesh', game_name: other.game }, other.token);
    expect(theirs.body.data.collection).toBe(0);
    const unknown = await risk({ client_name: 'Suresh' }, other.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('cutting-data-jantri options', () => {
  const cutting = (body: Record<string, unknown>) =>
    post<{ cuttingJodi: string; cutGrid: { details: number[]; final_total: number } }>(
      ctx.app,
      'cutting-data-jantri',
      { client_name: 'All Clients', game_name: op.game, ...body },
      op.token,
    );

  it('round_to 10 and dabba: 12 has 150 (excess 113 -> 110), 34 excess 13 -> 10 dropped by dabba 10', async () => {
    expect((await cutting({ cutNum: 37 })).body.cuttingJodi).toBe('12(113) 34(13)');
    expect((await cutting({ cutNum: 37, round_to: 10 })).body.cuttingJodi).toBe('12(110) 34(10)');
    const dabba = await cutting({ cutNum: 37, round_to: 10, dabba: 10 });
    expect(dabba.body.cuttingJodi).toBe('12(110)');
    expect(dabba.body.cutGrid.final_total).toBe(110);
  });

  it('less_percent 10 cuts 10% of every cell, haruf too, without a cutting number', async () => {
    const answer = await cutting({ less_percent: 10 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.cuttingJodi).toBe('12(15) 34(5)');
    expect(answer.body.cutGrid.final_total).toBe(22);
  });

  it.each([
    [{ cutNum: 10, round_to: 3 }, 'round_to must be 0, 5 or 10', 'round_to'],
    [{ less_percent: 120 }, 'less_percent must be at most 100', 'less_percent'],
    [{ cutNum: 10, dabba: 'x' }, 'dabba must be a number', 'dabba'],
    [{}, 'Please enter Cutting Number or Haroof Rs.', 'cutNum'],
  ])('refuses %o with 400 naming the field', async (body, message, field) => {
    const answer = await cutting(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });
});
