import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { TODAY, WORKED_SHEET, addBets, declareResult, me, newOperator } from './ledger-helpers';
import type { Operator } from './ledger-helpers';

// commission_basis (DESIGN section 5, migration 0007): 'loss' charges lc only on a net loss,
// 'total' on everything the client played. The worked sheet: 410 played, rate 90, lc 10%,
// patti 20%; result 12 wins 7200 back, result 45 nothing.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Client = { client_name: string; commission_basis: string };
type Hisab = {
  data: { hisab_kitab: { lc_comm: number; profit_loss: number; total_kaam: number }[] };
};

const declare = (op: Operator, result: string) => declareResult(ctx.app, op, result);
const hisabRow = async (op: Operator) =>
  (
    await post<Hisab>(
      ctx.app,
      'get-jantri-hisabKitab',
      { ...me(op), client_name: op.client, date: TODAY },
      op.token,
    )
  ).body.data.hisab_kitab[0];
const setBasis = (op: Operator, commission_basis: unknown) =>
  post<{ data: Client }>(
    ctx.app,
    'edit-jantri-client',
    { ...me(op), client_name: op.client, passing_rate: 90, lc: 10, patti: 20, commission_basis },
    op.token,
  );

describe('commission_basis', () => {
  it("defaults to 'loss' on add; the client list carries it; an edit without it keeps it", async () => {
    const op = await newOperator(ctx.app);
    const list = await post<{ data: Client[] }>(ctx.app, 'getAll-jantri-client', me(op), op.token);
    expect(list.body.data).toEqual([
      expect.objectContaining({ client_name: 'Ramesh', commission_basis: 'loss' }),
    ]);
    const added = await post<{ data: { client: Client } }>(
      ctx.app,
      'add-jantri-client',
      { ...me(op), client_name: 'Suresh', passing_rate: 90, commission_basis: 'total' },
      op.token,
    );
    expect(added.body.data.client.commission_basis).toBe('total');
    const edited = await post<{ data: Client }>(
      ctx.app,
      'edit-jantri-client',
      { ...me(op), client_name: 'Suresh', passing_rate: 95 },
      op.token,
    );
    expect(edited.body.data.commission_basis).toBe('total');
    expect((await setBasis(op, 'loss')).body.data.commission_basis).toBe('loss');
  });

  it.each(['add-jantri-client', 'edit-jantri-client'])(
    '%s refuses a basis that is neither loss nor total (400 naming the field)',
    async (call) => {
      const op = await newOperator(ctx.app);
      const answer = await post(
        ctx.app,
        call,
        {
          client_name: call.startsWith('add') ? 'New' : op.client,
          passing_rate: 90,
          commission_basis: 'profit',
        },
        op.token,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({
        status: false,
        message: 'commission_basis must be loss or total',
        field: 'commission_basis',
      });
    },
  );

  it('loss: result 12 (client won) takes no lc, profit_loss -5432; result 45: lc 41, 295.20', async () => {
    const op = await newOperator(ctx.app, { lc: 10, passing_rate: 90, patti: 20 });
    await addBets(ctx.app, op, WORKED_SHEET);
    await declare(op, '12');
    expect(await hisabRow(op)).toMatchObject({ total_kaam: 410, lc_comm: 0, profit_loss: -5432 });
    await declare(op, '45');
    expect(await hisabRow(op)).toMatchObject({ total_kaam: 410, lc_comm: 41, profit_loss: 295.2 });
  });

  it('total: result 12 takes lc 41 of the 410 played, (-6790 - 41) x 0.8 = -5464.80; result 45: 295.20', async () => {
    const op = await newOperator(ctx.app, { lc: 10, passing_rate: 90, patti: 20 });
    expect((await setBasis(op, 'total')).statusCode).toBe(200);
    await addBets(ctx.app, op, WORKED_SHEET);
    await declare(op, '12');
    expect(await hisabRow(op)).toMatchObject({
      total_kaam: 410,
      lc_comm: 41,
      profit_loss: -5464.8,
    });
    await declare(op, '45');
    expect(await hisabRow(op)).toMatchObject({ total_kaam: 410, lc_comm: 41, profit_loss: 295.2 });
  });
});
