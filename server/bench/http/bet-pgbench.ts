import { Client } from 'pg';
import { loadConfig } from '../../src/config';
import { claimedIdentities } from '../../src/lib/identity';
import { sessionAndWorkQuery } from '../../src/repositories/user/session-repository';
import { betWork, type BetRequest } from '../../src/services/platform-game-bets';
import { gateOf } from '../../src/services/session-auth';
import { BENCH_DB_URL, BENCH_SCHEMA } from './bench-db';
import { runPgbenchScripts, type PgbenchResult } from './pgbench';

export interface PgbenchBettor {
  token: string;
  username: string;
  userId: string;
}

/** A value as node-postgres sends it as text (arrays as array literals). */
function asText(value: unknown): string {
  if (!Array.isArray(value)) return String(value);
  return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The bet's own statement as the API sends it (token check and bet in one, built by the
 * repositories themselves: it cannot drift from the product) as one pgbench script per bettor;
 * each transaction runs one of them, so a random bettor. Values are pgbench variables (`-D`),
 * parameters of a prepared statement as in the API, except a null one (pgbench has no null
 * variable): it is written as NULL in the text.
 */
export function betScripts(bettors: PgbenchBettor[], sessionId: number, amount: number) {
  const config = loadConfig(process.env);
  const idleDays = config.sessionIdleDays;
  const defines: Record<string, string> = {};
  const scripts = bettors.map((bettor, b) => {
    const body: BetRequest & { username: string } = {
      session_id: sessionId,
      amount,
      position_number: '07',
      username: bettor.username,
    };
    const gate = gateOf(claimedIdentities(body));
    const query = sessionAndWorkQuery(bettor.token, idleDays, gate, betWork(body, config));
    const text = query.text.replace(/\$(\d+)\b/g, (_match, digits: string) => {
      const value = query.values[Number(digits) - 1];
      if (value === null || value === undefined) return 'NULL';
      defines[`b${b}_${digits}`] = asText(value);
      return `:b${b}_${digits}`;
    });
    return `${text};\n`;
  });
  return { scripts, defines };
}

/** Bets stored for these users so far (to check every pgbench transaction placed one). */
async function betCount(userIds: string[]): Promise<number> {
  const client = new Client({ connectionString: BENCH_DB_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${BENCH_SCHEMA}.platform_bets WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * pgbench running the bet's own statement for its own bettors in the open round; `unplaced`:
 * transactions that stored no bet (refused by the token check, closed round, low balance).
 */
export async function runBetPgbench(
  clients: number,
  seconds: number,
  bettors: PgbenchBettor[],
  sessionId: number,
  amount: number,
): Promise<PgbenchResult & { unplaced: number }> {
  const { scripts, defines } = betScripts(bettors, sessionId, amount);
  const ids = bettors.map((bettor) => bettor.userId);
  const before = await betCount(ids);
  const result = runPgbenchScripts(clients, seconds, scripts, { defines, prepared: true });
  const placed = (await betCount(ids)) - before;
  return { ...result, unplaced: result.transactions - placed };
}
