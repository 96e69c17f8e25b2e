import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, statusOf } from '../../helpers/api';
import {
  addBets,
  cut,
  declare,
  decide,
  layer,
  newOperator,
  saveUpper,
  sendPass,
} from './upper-helpers';

// Passing a cut up (issue 27): sent, accepted into the upper's book, refused, taken back, and
// each layer's hisab at the result. The worked book: the client plays 100 on 12, 50 of it goes
// up (all terms rate 90, no lc, no patti); result 12 pays the client 9000.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const plain = { lc: 0, patti: 0 };

async function pair() {
  const lower = await newOperator(ctx.app, plain);
  const upper = await newOperator(ctx.app, plain);
  await addBets(ctx.app, lower, '12(100)');
  const upperId = await saveUpper(ctx.app, lower, upper);
  return { lower, upper, upperId };
}

describe('jantri-pass-send / decide / list / take-back / layer hisab', () => {
  it('a pass accepted lands in the upper book; each hisab shows kept, passed and net', async () => {
    const { lower, upper, upperId } = await pair();
    const sent = await sendPass(ctx.app, lower, upperId);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', total: 50 });
    const inbox = await post<{ data: { incoming: { _id: string; terms: string }[] } }>(
      ctx.app,
      'jantri-pass-list',
      {},
      upper.token,
    );
    expect(inbox.body.data.incoming.map((p) => p._id)).toEqual([sent.body.data._id]);
    expect(inbox.body.data.incoming[0]).toMatchObject({
      terms: 'Rate 90 · Commission 0% on loss · Patti 0%',
      // The same terms as values, worded by the reader's client (issue 23).
      terms_of: { passing_rate: 90, lc: 0, commission_basis: 'loss', patti: 0 },
      cutting: '12(50)',
    });
    const accepted = await decide(ctx.app, upper, sent.body.data._id, 'accept');
    expect(accepted.body.data.status).toBe('accepted');
    const clients = await post<{ data: { client_name: string }[] }>(
      ctx.app,
      'getAll-jantri-client',
      {},
      upper.token,
    );
    expect(clients.body.data.map((c) => c.client_name)).toContain(lower.username);
    await declare(ctx.app, lower, '12');
    await declare(ctx.app, upper, '12');
    const mine = (await layer(ctx.app, lower)).body.data.games[0];
    expect(mine).toMatchObject({
      clients_kaam: 100,
      clients_profit_loss: -8900,
      passed_kaam: 50,
      kept_kaam: 50,
      net: -4450,
    });
    expect(mine?.passed).toEqual([
      { upper_name: `Upper ${upper.username}`, total_kaam: 50, profit_loss: -4450 },
    ]);
    const his = (await layer(ctx.app, upper)).body.data.games[0];
    expect(his).toMatchObject({ clients_kaam: 50, clients_profit_loss: -4450, net: -4450 });
    expect((mine?.net ?? 0) + (his?.net ?? 0)).toBe(100 - 9000);
  });

  it('a refusal is shown to the sender and leaves the upper book alone', async () => {
    const { lower, upper, upperId } = await pair();
    const sent = await sendPass(ctx.app, lower, upperId);
    const refused = await decide(ctx.app, upper, sent.body.data._id, 'refuse');
    expect(refused.body.data.status).toBe('refused');
    const mine = await post<{ data: { sent: { status: string }[] } }>(
      ctx.app,
      'jantri-pass-list',
      {},
      lower.token,
    );
    expect(mine.body.data.sent[0]?.status).toBe('refused');
    expect((await decide(ctx.app, upper, sent.body.data._id, 'accept')).statusCode).toBe(409);
  });

  it('take-back removes the bets from both books together; not after the result', async () => {
    const { lower, upper, upperId } = await pair();
    const first = await sendPass(ctx.app, lower, upperId);
    await decide(ctx.app, upper, first.body.data._id, 'accept');
    const back = await post(
      ctx.app,
      'jantri-pass-take-back',
      { pass_id: first.body.data._id },
      lower.token,
    );
    expect(back.statusCode).toBe(200);
    const sheet = await post<{ updatedBetNumbers: { total_amount: number } }>(
      ctx.app,
      'bet-data-jantri',
      { client_name: lower.username, game_name: lower.game },
      upper.token,
    );
    expect(sheet.body.updatedBetNumbers.total_amount).toBe(0);
    const second = await sendPass(ctx.app, lower, upperId);
    await decide(ctx.app, upper, second.body.data._id, 'accept');
    await declare(ctx.app, upper, '45');
    const late = await post(
      ctx.app,
      'jantri-pass-take-back',
      { pass_id: second.body.data._id },
      lower.token,
    );
    expect(late.statusCode).toBe(409);
  });

  it('a pass more than the book holds is refused naming the cells', async () => {
    const { lower, upperId } = await pair();
    const over = await sendPass(ctx.app, lower, upperId, cut({ 12: 101 }));
    expect(over.statusCode).toBe(400);
    expect(over.body).toMatchObject({
      field: 'details',
      message: 'The pass is more than the book holds on 12',
    });
    const andar = await sendPass(ctx.app, lower, upperId, cut({}, { 3: 5 }));
    expect(andar.body.field).toBe('andar');
    expect((await sendPass(ctx.app, lower, upperId, cut({ 12: 60 }))).statusCode).toBe(200);
    expect((await sendPass(ctx.app, lower, upperId, cut({ 12: 60 }))).statusCode).toBe(400);
  });

  it.each([
    [
      'jantri-pass-send',
      { upper_id: 'x', game_name: 'G', date: '2026-01-01', ...cut() },
      'upper_id',
    ],
    [
      'jantri-pass-send',
      {
        upper_id: '00000000-0000-0000-0000-000000000000',
        game_name: 'G',
        date: '2026-01-01',
        ...cut(),
        details: [1],
      },
      'details',
    ],
    [
      'jantri-pass-decide',
      { pass_id: '00000000-0000-0000-0000-000000000000', decision: 'maybe' },
      'decision',
    ],
    ['jantri-pass-take-back', { pass_id: 'nope' }, 'pass_id'],
    ['jantri-pass-list', { date: '2026-02-30' }, 'date'],
    ['jantri-layer-hisab', {}, 'date'],
  ])('%s refuses bad input with 400 naming the field', async (call, body, field) => {
    const op = await newOperator(ctx.app);
    const answer = await post(ctx.app, call, body, op.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it.each([
    'jantri-pass-send',
    'jantri-pass-list',
    'jantri-pass-decide',
    'jantri-pass-take-back',
    'jantri-layer-hisab',
  ])('%s without a token is 401', async (call) => {
    expect(await statusOf(ctx.app, call, {})).toBe(401);
  });

  it("another operator gets 403 on someone's upper or pass", async () => {
    const { lower, upperId } = await pair();
    const other = await newOperator(ctx.app, plain);
    expect((await sendPass(ctx.app, other, upperId)).statusCode).toBe(403);
    const sent = await sendPass(ctx.app, lower, upperId);
    expect((await decide(ctx.app, other, sent.body.data._id, 'accept')).statusCode).toBe(403);
    const back = await post(
      ctx.app,
      'jantri-pass-take-back',
      { pass_id: sent.body.data._id },
      other.token,
    );
    expect(back.statusCode).toBe(403);
  });
});
