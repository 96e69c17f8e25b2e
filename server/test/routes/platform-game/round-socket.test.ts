import { socketTestApp } from '../../helpers/socket-app';
import { post, signUp, type TestUser } from '../../helpers/api';
import { advanceRound } from '../../../src/services/platform-game-rounds';

/** session_details over the real socket: on connect, and at the end of a round with the wallet. */
describe('session_details', () => {
  const ctx = socketTestApp();
  let user: TestUser;

  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  const deps = () => ({
    database: ctx.database,
    roundSeconds: 60,
    emitToUser: ctx.app.emitToUser,
    broadcast: ctx.app.broadcast,
  });

  it('sends the running round on connect and the result with the new wallet at its end', async () => {
    const opened = (await advanceRound(deps(), { force: true })).opened;
    const socket = ctx.open({ token: user.token });
    const received: Record<string, unknown>[] = [];
    socket.on('session_details', (payload: Record<string, unknown>) => received.push(payload));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    await waitFor(() => received.length >= 1);
    expect(received[0]).toMatchObject({
      current_session_id: opened.id,
      seed_hash: opened.seedHash,
      bet_numbers: {},
      user_clients: [],
      user_games: [],
      updated_wallet: 0,
      session_result: null,
    });

    await ctx.database.query(
      `UPDATE game_rounds SET declared_number = '05' WHERE id = ${opened.id}`,
    );
    const next = await advanceRound(deps(), { force: true });
    await waitFor(() => received.some((p) => p.current_session_id === next.opened.id));
    expect(received.at(-1)).toMatchObject({
      current_session_id: next.opened.id,
      session_result: { winning_number: '05' },
    });
    const results = await post<{ data: { session_id: number; result_source: string }[] }>(
      ctx.app,
      'game-session-results',
      {},
    );
    expect(results.body.data[0]).toMatchObject({ session_id: opened.id, result_source: 'admin' });
  });
});

async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
