import type { TestApp } from '../../helpers/test-app';
import { advanceRound, type RoundDeps } from '../../../src/services/platform-game-rounds';

export interface Sent {
  to: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Round deps on the test database that record every socket message (`to` is a user id or '*'). */
export function roundDeps(ctx: TestApp, sent: Sent[] = []): RoundDeps {
  return {
    database: ctx.database,
    roundSeconds: ctx.app.config.roundSeconds,
    emitToUser: (to, event, payload) =>
      sent.push({ to, event, payload: payload as Record<string, unknown> }),
    broadcast: (event, payload) =>
      sent.push({ to: '*', event, payload: payload as Record<string, unknown> }),
  };
}

/** Ends the open round now and opens the next one (tests drive the clock themselves). */
export async function nextRound(ctx: TestApp, sent: Sent[] = []) {
  return advanceRound(roundDeps(ctx, sent), { force: true });
}
