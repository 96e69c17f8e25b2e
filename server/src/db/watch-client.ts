import type { PoolClient } from 'pg';

/**
 * Watches every pooled PostgreSQL connection (db/database.ts calls it on the pool's 'connect').
 *
 * Its 'error' is heard: a connection that breaks while checked out (inside a transaction, between
 * its statements) emits 'error' on the client, which the pool does not hear then; unheard, pg
 * re-throws it and the fault test saw that stop an instance during a PostgreSQL cut. The failed
 * statement still rejects, and the pool drops the client on release.
 *
 * It is dropped when a reply times out ("Query read timeout"). pg leaves a timed-out connection
 * open with the stalled statement still ahead in its queue, so a transaction's ROLLBACK waited a
 * second query timeout behind it (the fault test saw a login answered after 6 s in a PostgreSQL
 * stall). A dropped connection fails the ROLLBACK at once, PostgreSQL rolls the transaction back
 * itself, and the pool never hands the client out again.
 */
export function watchClient(client: PoolClient): void {
  client.on('error', () => undefined);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          (
            client as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
        }
      });
    }
    return result;
  };
}
