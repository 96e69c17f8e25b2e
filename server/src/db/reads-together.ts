import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads a caller needs together: at once on the pool (each on a connection of its
 * own), one after another inside a transaction. A transaction is one connection, and reads sent
 * to it at once were queued by pg with "Calling client.query() when the client is already
 * executing a query" (deprecated; an error in pg 9). On PGlite both ways queue on its one
 * connection, so nothing changes there.
 */
export async function readsTogether<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: readonly [...Reads<T>],
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
