import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { nextRound } from './round-helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** An independent re-implementation of the published rule, as any player could write it. */
function redoDraw(seed: string): string {
  const digest = createHash('sha256').update(`draw:${seed}`).digest('hex');
  return String(BigInt(`0x${digest}`) % 100n).padStart(2, '0');
}

describe('commit-reveal draw', () => {
  it('each result is verifiable from the hash published at the start and the seed revealed at the end', async () => {
    const user = await signUp(ctx.app);
    const published: Record<number, string> = {};
    await nextRound(ctx);
    for (let i = 0; i < 5; i += 1) {
      const current = await post<{ data: { current_session_id: number; seed_hash: string } }>(
        ctx.app,
        'game-session',
        {},
        user.token,
      );
      published[current.body.data.current_session_id] = current.body.data.seed_hash;
      await nextRound(ctx);
    }
    const results = await post<{
      data: {
        session_id: number;
        seed_hash: string;
        seed: string;
        winning_number: string;
        result_source: string;
      }[];
    }>(ctx.app, 'game-session-results', { limit: 10 });
    expect(results.statusCode).toBe(200);
    const checked = results.body.data.filter((r) => published[r.session_id]);
    expect(checked).toHaveLength(5);
    for (const result of checked) {
      expect(result.result_source).toBe('draw');
      expect(result.seed_hash).toBe(published[result.session_id]);
      expect(createHash('sha256').update(result.seed).digest('hex')).toBe(result.seed_hash);
      expect(result.winning_number).toBe(redoDraw(result.seed));
    }
    // A tampered seed does not match the commitment.
    const first = checked[0]!;
    expect(createHash('sha256').update(`${first.seed}0`).digest('hex')).not.toBe(first.seed_hash);
  });

  it('refuses a bad limit with 400 naming the field', async () => {
    const answer = await post(ctx.app, 'game-session-results', { limit: 0 });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('limit');
  });

  it('game-session needs a token', async () => {
    expect(await statusOf(ctx.app, 'game-session', {})).toBe(401);
  });
});
