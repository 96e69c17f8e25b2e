import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post } from '../../helpers/api';
import { TODAY, newOperator, type Operator } from './ledger-helpers';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
let first: Operator;
let second: Operator;
beforeAll(async () => {
  ctx = await createTestApp();
  first = await newOperator(ctx.app);
  second = await newOperator(ctx.app);
});
afterAll(async () => ctx.close());

// A good body of every ledger call, apart from the caller's identity fields.
const CALLS: [string, Record<string, unknown>][] = [
  ['getAll-jantri-client', {}],
  ['add-jantri-client', { client_name: 'Naya', passing_rate: 90 }],
  ['edit-jantri-client', { client_name: 'Ramesh', passing_rate: 95 }],
  ['add-jantri-game', { game_name: 'Gali', short_name: 'GL' }],
  ['clear-data-jantri', { client_name: 'Ramesh', game_name: 'Delhi Bazar' }],
  ['remove-jantri-game', { game_name: 'Delhi Bazar' }],
  ['remove-jantri-client', { client_name: 'Ramesh' }],
  ['add-jantri-bets', { client_name: 'Ramesh', game_name: 'Delhi Bazar', text: '12(10)' }],
  ['bet-data-jantri', { client_name: 'Ramesh', game_name: 'Delhi Bazar' }],
  ['cutting-data-jantri', { client_name: 'Ramesh', game_name: 'Delhi Bazar', cutNum: 10 }],
  ['get-jantri-risk', { client_name: 'Ramesh', game_name: 'Delhi Bazar', max_loss: 100 }],
  ['get-jantri-games', {}],
  ['get-jantri-history', {}],
  ['get-bet-records', {}],
  [
    'delete-bet-record',
    { client_name: 'Ramesh', game_name: 'Delhi Bazar', bet_numbers: '12', hruf_type: '' },
  ],
  ['get-jantri-result', { date: TODAY }],
  ['update-jantri-result', { game_name: 'Delhi Bazar', result: '12', date: TODAY }],
  ['reset-jantri-result', {}],
  ['get-jantri-hisabKitab', { client_name: 'Ramesh', date: TODAY }],
  ['get-lesar-book', { client_name: 'Ramesh', date: TODAY }],
  ['lain-dain-record-get', {}],
  [
    'lain-dain-record-save',
    { client_name: 'Ramesh', amount: 100, type: 'pay', receive_type: 'cash' },
  ],
];

describe('every jantri ledger call', () => {
  it.each(CALLS)(
    '%s refuses a foreign token naming the first operator (401)',
    async (path, body) => {
      await expectTokenRefused(ctx.app, path, { ...body, username: first.username }, second.token);
      await expectTokenRefused(ctx.app, path, { ...body, user_id: first.id }, second.token);
    },
  );

  it.each(CALLS)('%s needs a token (401)', async (path, body) => {
    const answer = await post(ctx.app, path, body);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.status).toBe(false);
  });

  it('serves all 20 calls of the spec (plus get-jantri-risk and get-jantri-games)', () => {
    const beyond = ['get-jantri-risk', 'get-jantri-games'];
    expect(CALLS.filter(([path]) => !beyond.includes(path))).toHaveLength(20);
    expect(second.client).toBe('Ramesh');
  });
});
