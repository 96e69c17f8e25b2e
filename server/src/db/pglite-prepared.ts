import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** A statement PGlite holds parsed under its name, and the types of its parameters. */
interface Prepared {
  text: string;
  paramTypes: number[];
}

/** The wire messages of one exchange, as one buffer (PGlite reads them in order). */
function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named statements on PGlite, as node-postgres has them on a PostgreSQL server: a statement
 * with a `name` is parsed once (and its plan cached by PostgreSQL), then each call is a single
 * bind, describe, execute and sync. PGlite's own `query()` parses, describes and plans the text
 * anew on every call, in six passes into the WASM engine; for the hot statements (a bet, a chat
 * message) that was most of their cost (issue 26). Each call holds PGlite's own locks as
 * `query()` does (never between another caller's statements or inside its transaction), keeps
 * its error shape (the query and parameters on the DatabaseError) and its flush to disk.
 */
export function preparedStatements(client: PGlite) {
  const prepared = new Map<string, Prepared>();
  const { serialize } = protocol;

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

  return async function query<Row>(name: string, text: string, params: unknown[]): Promise<Row[]> {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          const { paramTypes } = await prepare(name, text);
          const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const serializer = client.serializers[paramTypes[i]!];
            return serializer ? serializer(param) : String(param);
          });
          const messages = await client.execProtocolStream(
            joined([
              serialize.bind({ statement: name, values }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          await client.syncToFs();
          return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
        } catch (error) {
          if (error instanceof Error && 'code' in error)
            Object.assign(error, { query: text, params, queryOptions: undefined });
          throw error;
        }
      }),
    );
  };
}
