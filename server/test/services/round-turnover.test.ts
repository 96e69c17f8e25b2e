import { createTestApp, type TestApp } from '../helpers/test-app';
import { advanceRound, settleRound } from '../../src/services/platform-game-rounds';
import { nextRound, roundDeps, type Sent } from '../routes/platform-game/round-helpers';

/**
 * A leader killed in the turnover, after the round's settlement committed and before the next
 * round opened: the next leader finds no open round and opens one. The result nobody told goes
 * out with it, as a turnover's does (a `session_result: null` there closed the result popup and
 * lost the result: test:scale saw it once); a result from before a long stop does not.
 */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const broadcasts = (sent: Sent[]) => sent.filter((message) => message.to === '*');

test('the round opened after a settlement nobody told carries that result', async () => {
  const { opened: running } = await nextRound(ctx);
  const settled = await settleRound(ctx.database, running.id); // then the leader dies
  const sent: Sent[] = [];
  const { settled: again, opened } = await advanceRound(roundDeps(ctx, sent));
  expect(again).toBeNull();
  expect(broadcasts(sent)).toEqual([
    {
      to: '*',
      event: 'session_details',
      payload: expect.objectContaining({
        current_session_id: opened.id,
        session_result: { winning_number: settled!.round.winningNumber },
      }),
    },
  ]);
});

test('after a stop longer than a round, the new round carries no old result', async () => {
  const { opened: running } = await nextRound(ctx);
  await settleRound(ctx.database, running.id);
  await ctx.database.query(
    `UPDATE game_rounds SET settled_at = now() - interval '1 hour' WHERE id = $1`,
    [running.id],
  );
  const sent: Sent[] = [];
  await advanceRound(roundDeps(ctx, sent));
  expect(broadcasts(sent)).toEqual([
    expect.objectContaining({ payload: expect.objectContaining({ session_result: null }) }),
  ]);
});
