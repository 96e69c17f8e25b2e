import { BOOK_ACCESS_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser } from '../../helpers/api';
import { TODAY, me, type Operator } from '../jantri-ledger/ledger-helpers';
import { operatorWithTwoClients, postInBook, staffOf } from './staff-helpers';

let ctx: TestApp;
let op: Operator;
let writer: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  op = await operatorWithTwoClients(ctx.app);
  writer = await staffOf(ctx.app, op, 'writer', ['Ramesh']);
  viewer = await staffOf(ctx.app, op, 'viewer', ['Ramesh']);
});
afterAll(async () => ctx.close());

const GAME = 'Delhi Bazar';
const OTHER = 'Suresh'; // a client of the book not given to the staff

// Every jantri ledger call with a body naming the client not given (or, for calls over every
// client, naming none): a staff token acting on the book is refused with 403.
const REFUSED: [string, Record<string, unknown>][] = [
  ['add-jantri-client', { client_name: 'Naya', passing_rate: 90 }],
  ['edit-jantri-client', { client_name: OTHER, passing_rate: 95 }],
  ['add-jantri-game', { game_name: 'Gali', short_name: 'GL' }],
  ['clear-data-jantri', { client_name: OTHER, game_name: GAME }],
  ['remove-jantri-game', { game_name: GAME }],
  ['remove-jantri-client', { client_name: OTHER }],
  ['add-jantri-bets', { client_name: OTHER, game_name: GAME, text: '12(10)' }],
  ['bet-data-jantri', { client_name: OTHER, game_name: GAME }],
  ['cutting-data-jantri', { client_name: OTHER, game_name: GAME, cutNum: 10 }],
  ['get-jantri-risk', { client_name: OTHER, game_name: GAME, max_loss: 100 }],
  ['get-jantri-history', { client_name: OTHER }],
  ['get-jantri-history', {}],
  ['get-bet-records', { client_name: OTHER }],
  ['get-bet-records', {}],
  ['delete-bet-record', { client_name: OTHER, game_name: GAME, bet_numbers: '12', hruf_type: '' }],
  ['update-jantri-result', { game_name: GAME, result: '12', date: TODAY }],
  ['reset-jantri-result', {}],
  ['get-jantri-hisabKitab', { client_name: OTHER, date: TODAY }],
  ['get-jantri-hisabKitab', { date: TODAY }],
  ['get-lesar-book', { client_name: OTHER, date: TODAY }],
  ['get-lesar-book', { client_name: 'All Client', date: TODAY }],
  ['lain-dain-record-get', { client_name: OTHER }],
  ['lain-dain-record-get', {}],
  ['lain-dain-record-save', { client_name: OTHER, amount: 100, type: 'pay', receive_type: 'cash' }],
  ['export-client-books', { client_name: OTHER }],
  ['export-client-books', { client_name: 'All Client' }],
  ['export-game-sheet', { game_name: GAME, client_name: OTHER }],
  ['export-game-sheet', { game_name: GAME }],
  ['jantri-staff/invite', { role: 'writer', client_names: ['Ramesh'] }],
  ['jantri-staff/list', {}],
  ['jantri-staff/entries', {}],
];

describe('a staff token on a client of the book not given to it', () => {
  it.each(REFUSED)('%s %j is refused (403)', async (path, body) => {
    for (const staff of [writer, viewer]) {
      const answer = await postInBook(ctx.app, path, body, staff, op.id);
      expect(answer.statusCode).toBe(403);
      expect(answer.body.status).toBe(false);
    }
  });

  it('get-all-jantri-client, get-jantri-games and get-jantri-result show no other client', async () => {
    const clients = await postInBook<{ data: { client_name: string }[] }>(
      ctx.app,
      'getAll-jantri-client',
      {},
      writer,
      op.id,
    );
    expect(clients.statusCode).toBe(200);
    expect(clients.body.data.map((client) => client.client_name)).toEqual(['Ramesh']);
    const games = await postInBook(ctx.app, 'get-jantri-games', {}, viewer, op.id);
    expect(games.statusCode).toBe(200);
    const results = await postInBook(ctx.app, 'get-jantri-result', { date: TODAY }, writer, op.id);
    expect(results.statusCode).toBe(200);
  });
});

describe('staff on the clients given', () => {
  it('a writer enters, reads and deletes bets of his client; they are written by him', async () => {
    const body = { client_name: 'Ramesh', game_name: GAME };
    const added = await postInBook(
      ctx.app,
      'add-jantri-bets',
      { ...body, text: '45(20)' },
      writer,
      op.id,
    );
    expect(added.statusCode).toBe(200);
    const rows = await ctx.database.query<{ written_by: string }>(
      'SELECT written_by FROM jantri_bets WHERE owner_id = $1',
      [op.id],
    );
    expect(rows.map((row) => row.written_by)).toEqual([writer.id]);
    const sheet = await postInBook(ctx.app, 'bet-data-jantri', body, viewer, op.id);
    expect(sheet.statusCode).toBe(200);
    const records = await postInBook(
      ctx.app,
      'get-bet-records',
      { client_name: 'Ramesh' },
      viewer,
      op.id,
    );
    expect(records.statusCode).toBe(200);
    const gone = await postInBook(
      ctx.app,
      'delete-bet-record',
      { ...body, bet_numbers: '45', hruf_type: '' },
      writer,
      op.id,
    );
    expect(gone.statusCode).toBe(200);
  });

  it('a writer records lain-dain of his client, written by him', async () => {
    const saved = await postInBook(
      ctx.app,
      'lain-dain-record-save',
      { client_name: 'Ramesh', amount: 50, type: 'receive', receive_type: 'cash' },
      writer,
      op.id,
    );
    expect(saved.statusCode).toBe(200);
    const rows = await ctx.database.query<{ written_by: string }>(
      'SELECT written_by FROM jantri_lain_dain WHERE owner_id = $1',
      [op.id],
    );
    expect(rows.map((row) => row.written_by)).toEqual([writer.id]);
  });

  it('a viewer cannot write (403)', async () => {
    const answer = await postInBook(
      ctx.app,
      'add-jantri-bets',
      { client_name: 'Ramesh', game_name: GAME, text: '12(10)' },
      viewer,
      op.id,
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe(BOOK_ACCESS_MESSAGES.viewerReadsOnly);
  });

  it('the operator’s own rows are written by him; without the header staff act on their own book', async () => {
    await post(
      ctx.app,
      'add-jantri-bets',
      { ...me(op), client_name: 'Suresh', game_name: GAME, text: '77(5)' },
      op.token,
    );
    const rows = await ctx.database.query<{ written_by: string }>(
      "SELECT b.written_by FROM jantri_bets b JOIN jantri_clients c ON c.id = b.client_id WHERE c.client_name = 'Suresh' AND b.owner_id = $1",
      [op.id],
    );
    expect(rows.map((row) => row.written_by)).toEqual([op.id]);
    const own = await post(ctx.app, 'getAll-jantri-client', me(writer), writer.token);
    expect(own.body.data).toEqual([]);
  });
});

describe('a book the caller has no access to', () => {
  it('another operator or a made-up book id is refused (403), and a removed writer from the next call on', async () => {
    const stranger = await signUp(ctx.app);
    const body = { client_name: 'Ramesh', game_name: GAME };
    const foreign = await postInBook(ctx.app, 'bet-data-jantri', body, stranger, op.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body.message).toBe(BOOK_ACCESS_MESSAGES.noAccess);
    const junk = await postInBook(ctx.app, 'bet-data-jantri', body, stranger, 'not-a-book');
    expect(junk.statusCode).toBe(403);

    const leaving = await staffOf(ctx.app, op, 'writer', ['Ramesh']);
    expect((await postInBook(ctx.app, 'bet-data-jantri', body, leaving, op.id)).statusCode).toBe(
      200,
    );
    const removed = await post(
      ctx.app,
      'jantri-staff/remove',
      { ...me(op), staff_id: leaving.staffId },
      op.token,
    );
    expect(removed.statusCode).toBe(200);
    const after = await postInBook(ctx.app, 'bet-data-jantri', body, leaving, op.id);
    expect(after.statusCode).toBe(403);
    expect(after.body.message).toBe(BOOK_ACCESS_MESSAGES.noAccess);
  });
});
