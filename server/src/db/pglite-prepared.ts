import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Mutex } from '../lib/mutex';
import { joined, segmentsBySync, type BackendMessage } from './pglite-wire';

/** A statement PGlite holds parsed under its name, and the types of its parameters. */
interface Prepared {
  text: string;
  paramTypes: number[];
}

/** One caller's named statement, waiting for the next batch. */
interface Call {
  name: string;
  text: string;
  params: unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * At most this many calls go into the engine in one pass: enough for every bettor of a busy
 * instance (the bench's 32 connections), few enough that the first of them is not kept long.
 */
const MAX_BATCH = 64;

/** The error a caller sees: PGlite's, with the query and parameters as its `query()` adds them. */
function withQuery(error: unknown, call: Call): unknown {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query: call.text, params: call.params, queryOptions: undefined });
  return error;
}

/**
 * Named statements on PGlite, as node-postgres has them on a PostgreSQL server: a statement
 * with a `name` is parsed once (and its plan cached by PostgreSQL), then each call is a single
 * bind, describe, execute and sync. PGlite's own `query()` parses, describes and plans the text
 * anew on every call, in six passes into the WASM engine; for the hot statements (a bet, a chat
 * message) that was most of their cost (issue 26).
 *
 * Calls that arrive while the engine is busy (concurrent bets) go in together: one pass into
 * the engine with each call's bind, execute and its own sync, as a PostgreSQL client pipelines
 * them. A sync ends its statement's implicit transaction, so each call is still its own
 * transaction with its own outcome: a failing one (a unique violation, a bad value) is skipped
 * by the server up to its sync and the next runs as if alone. The engine's fixed cost per pass
 * (about half of a bet's time inside PGlite, measured) is then paid once per batch. Each batch
 * holds the database's mutex and PGlite's own locks as `query()` does (never between another
 * caller's statements or inside its transaction), and keeps its flush to disk.
 */
export function preparedStatements(client: PGlite, mutex: Mutex) {
  const prepared = new Map<string, Prepared>();
  const { serialize } = protocol;
  const pending: Call[] = [];
  let scheduled = false;

  async function prepare(name: string, text: string): Promise<Prepared> {
    const known = prepared.get(name);
    if (known?.text === text) return known;
    const parts = known ? [serialize.close({ type: 'S', name })] : [];
    prepared.delete(name);
    const messages = await client.execProtocolStream(
      joined([
        ...parts,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { text, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(name, statement);
    return statement;
  }

  /** The bind, describe, execute and sync of one call; throws for a value it cannot send. */
  async function exchange(call: Call): Promise<Uint8Array[]> {
    const { paramTypes } = await prepare(call.name, call.text);
    const values = call.params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    return [
      serialize.bind({ statement: call.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
  }

  /** Runs the calls as one pass into the engine and answers each with its own result. */
  async function runBatch(batch: Call[]): Promise<void> {
    const sent: Call[] = [];
    const parts: Uint8Array[] = [];
    for (const call of batch) {
      try {
        parts.push(...(await exchange(call)));
        sent.push(call);
      } catch (error) {
        call.reject(withQuery(error, call));
      }
    }
    if (!sent.length) return;
    let segments: BackendMessage[][];
    try {
      const messages = await client.execProtocolStream(joined(parts), {
        syncToFs: false,
        throwOnError: false,
      });
      segments = segmentsBySync(messages, sent.length);
      await client.syncToFs();
    } catch (error) {
      for (const call of sent) call.reject(withQuery(error, call));
      return;
    }
    sent.forEach((call, i) => {
      const segment = segments[i]!;
      const failure = segment.find((message) => message instanceof Error);
      if (failure) return call.reject(withQuery(failure, call));
      call.resolve(parse.parseResults(segment, client.parsers)[0]?.rows ?? []);
    });
  }

  /**
   * Takes its place in the database's queue at once (a named call keeps its order against the
   * calls and transactions issued after it, as before batching: a fire-and-forget session touch
   * before a later read), then, holding it, lets the rest of this event-loop turn pass
   * (setImmediate) before it takes the calls waiting: Node reads every request that is ready in
   * one turn, running each one's handler up to its statement in between, and only then runs
   * immediates. Taken at once, the first bet ran alone before the next request was even read
   * (a pass of one bet per request under 32 bettors). Calls that come while it runs wait for the
   * next batch.
   */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    void mutex.run(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      scheduled = false;
      const batch = pending.splice(0, MAX_BATCH);
      if (pending.length) schedule();
      try {
        await client._checkReady();
        await client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(() => runBatch(batch)),
        );
      } catch (error) {
        // A closed or broken engine: every call of the batch still waiting hears it.
        for (const call of batch) call.reject(withQuery(error, call));
      }
    });
  }

  return function query<Row>(name: string, text: string, params: unknown[]): Promise<Row[]> {
    return new Promise<Row[]>((resolve, reject) => {
      pending.push({ name, text, params, resolve: resolve as (rows: unknown[]) => void, reject });
      schedule();
    });
  };
}
