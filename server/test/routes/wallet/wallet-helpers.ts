import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../helpers/test-app';
import { post, type TestUser } from '../../helpers/api';
import { findCommand } from '../../../src/cli/commands';

/** Runs an admin CLI command on the test database, recording what it sends to sockets. */
export async function admin(ctx: TestApp, ...argv: string[]) {
  const [name, ...args] = argv;
  const emitted: { userId: string; event: string; payload: unknown }[] = [];
  const output = await findCommand(name!)!.run(
    {
      database: ctx.database,
      emitToUser: (userId, event, payload) => emitted.push({ userId, event, payload }),
      broadcast: () => undefined,
      // As inside the API: the app's money mode and clock.
      policy: ctx.app.config,
    },
    args,
  );
  return { output, emitted };
}

let utrCounter = 0;
/** A fresh 12-digit UTR. */
export function newUtr(): string {
  utrCounter += 1;
  return (
    `${Date.now()}`.slice(-8) +
    String(utrCounter + process.pid)
      .padStart(4, '0')
      .slice(-4)
  );
}

/** The user's wallet in rupees, as the app shows it (user/refresh). */
export async function walletOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const answer = await post<{ updated_wallet: number }>(app, 'user/refresh', {}, user.token);
  return answer.body.updated_wallet;
}
