import { startChild } from './children';
import { apiRows, print } from './http-table';
import { load, type LoadResult } from './load';
import { runBetPgbench, type PgbenchBettor } from './bet-pgbench';
import { preparePgbench, runPgbench } from './pgbench';
import { measureLoad, printCpu, runTpcbMeasured, type CpuPerOp } from './cpu-share';
import { median } from '../stats';

export interface ProductInfo {
  port: number;
  token: string;
  username: string;
  bettors: { token: string; username: string }[];
  pgbenchBettors: PgbenchBettor[];
  sessionId: number;
  pid: number;
}

/** BENCH_PORT_BASE (default 8100): the bench servers listen on the ports just above it. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8100);
export const PRODUCT_PORT = PORT_BASE + 1;
const ANCHOR_PORT = PORT_BASE + 2;
export const REAL_PORT = PORT_BASE + 3;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** BENCH_BET_ONLY=1: only the bet rows (a quicker run while working on the bet). */
const BET_ONLY = process.env.BENCH_BET_ONLY === '1';

/** Load connections and bettors: each connection bets for a bettor of its own. */
export const betters = (info: ProductInfo) =>
  info.bettors.map((bettor) => ({
    headers: { authorization: `Bearer ${bettor.token}` },
    body: {
      session_id: info.sessionId,
      amount: 10,
      position_number: '07',
      username: bettor.username,
    },
  }));

/** The PostgreSQL bet figures (medians) the embedded database is compared with. */
export interface PgBetFigures {
  demo: number;
  real: number;
}

/**
 * Public reads, authenticated reads and the bet against their anchors on PostgreSQL. The bet runs
 * in the `demo` money mode and, on a second API in a schema of its own, in the `real` one (18+
 * confirmation and self-exclusion checked per bet), both beside pgbench's tpcb-like in each round.
 */
export async function benchHttpPostgres(): Promise<PgBetFigures> {
  // Each API names its connections (PGAPPNAME), so its backends' CPU can be told apart.
  const product = await startChild<ProductInfo>(
    'product-server.ts',
    ['postgres', String(PRODUCT_PORT)],
    [],
    { PGAPPNAME: 'bench-demo' },
    true,
  );
  const real = await startChild<ProductInfo>(
    'product-server.ts',
    ['postgres', String(REAL_PORT)],
    [],
    {
      MONEY_MODE: 'real',
      BENCH_SCHEMA: 'bench_api_real',
      PGAPPNAME: 'bench-real',
    },
    true,
  );
  const base = `http://127.0.0.1:${PRODUCT_PORT}/BGMI`;
  try {
    await preparePgbench();
    const sample = await (
      await fetch(`${base}/get-bgmi-tournaments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'upcoming' }),
      })
    ).text();
    const anchor = await startChild<{ port: number }>('anchor-server.ts', [
      String(ANCHOR_PORT),
      sample,
    ]);
    const { token, username, sessionId } = product.info;
    const auth = { authorization: `Bearer ${token}` };
    const rows = apiRows();
    const errors: string[] = [];
    const note = <R extends LoadResult>(name: string, result: R): R => {
      if (result.errors) errors.push(`${name}: ${result.errors} errors`);
      return result;
    };
    const bareJson = `http://127.0.0.1:${ANCHOR_PORT}/json`;
    const betBody = { session_id: sessionId, amount: 10, position_number: '07' };
    const ownTotal = { transactions: 0, failed: 0, unplaced: 0 };
    const cpu: Record<'demo' | 'real' | 'tpcb', CpuPerOp[]> = { demo: [], real: [], tpcb: [] };
    const reads = async () => {
      for (const [key, path, body] of [
        ['tournaments', 'get-bgmi-tournaments', { type: 'upcoming' }],
        ['blogs', 'all-blogs', {}],
        ['services', 'get-services', {}],
      ] as const) {
        rows[key]!.anchor.push(
          note('bare json', await load(bareJson, {}, { seconds: SECONDS })).rps,
        );
        rows[key]!.product.push(
          note(path, await load(`${base}/${path}`, body, { seconds: SECONDS })).rps,
        );
      }
      rows.authRead!.anchor.push(
        note(
          'bare pg',
          await load(`http://127.0.0.1:${ANCHOR_PORT}/pg`, {}, { seconds: SECONDS, headers: auth }),
        ).rps,
      );
      rows.authRead!.product.push(
        note(
          'withdraw history',
          await load(
            `${base}/user/get_WithdrawHistory`,
            { username },
            { seconds: SECONDS, headers: auth },
          ),
        ).rps,
      );
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      if (!BET_ONLY) await reads();
      const tpcb = await runTpcbMeasured(32, SECONDS);
      cpu.tpcb.push(tpcb.cpu);
      rows.bet!.anchor.push(tpcb.tps);
      rows.betP99!.anchor.push(tpcb.p99);
      rows.betReal!.anchor.push(tpcb.tps);
      rows.betRealP99!.anchor.push(tpcb.p99);
      const bet = note(
        'bet',
        await measureLoad(product.info.pid, 'bench-demo', () =>
          load(
            `${base}/bet-place-jantri`,
            {},
            { seconds: SECONDS, perConnection: betters(product.info) },
          ),
        ),
      );
      cpu.demo.push(bet.cpu);
      rows.bet!.product.push(bet.rps);
      rows.betP99!.product.push(bet.p99);
      const realBet = note(
        'real-mode bet',
        await measureLoad(real.info.pid, 'bench-real', () =>
          load(
            `http://127.0.0.1:${REAL_PORT}/BGMI/bet-place-jantri`,
            {},
            {
              seconds: SECONDS,
              perConnection: betters(real.info),
            },
          ),
        ),
      );
      cpu.real.push(realBet.cpu);
      rows.betReal!.product.push(realBet.rps);
      rows.betRealP99!.product.push(realBet.p99);
      if (BET_ONLY) continue;
      rows.betSql!.product.push(bet.rps);
      rows.betSqlP99!.product.push(bet.p99);
      // The same statement the API sends per bet, for bettors of its own in the same open round
      // (an hour long), so the gap to the row above is the API's share of a bet's cost.
      const own = await runBetPgbench(10, SECONDS, product.info.pgbenchBettors, sessionId, 10);
      ownTotal.transactions += own.transactions;
      ownTotal.failed += own.failed;
      ownTotal.unplaced += Math.max(own.unplaced, 0);
      if (own.failed || own.unplaced > 0)
        errors.push(`pgbench bet: ${own.failed} failed, ${own.unplaced} placed no bet`);
      rows.betSql!.anchor.push(own.tps);
      rows.betSqlP99!.anchor.push(own.p99);
      rows.betOne!.anchor.push(runPgbench(10, SECONDS, 1).tps);
      const one = { ...betBody, username };
      rows.betOne!.product.push(
        note(
          'one bettor',
          await load(`${base}/bet-place-jantri`, one, { seconds: SECONDS, headers: auth }),
        ).rps,
      );
    }
    print(
      Object.values(rows).filter((row) => row.product.length),
      ROUNDS,
      SECONDS,
    );
    if (!BET_ONLY)
      console.log(
        `pgbench bet statement: ${ownTotal.transactions} transactions, ${ownTotal.failed} failed, ${ownTotal.unplaced} placed no bet`,
      );
    printCpu(cpu);
    if (errors.length) console.log(`errors: ${errors.join('; ')}`);
    await anchor.stop();
    return { demo: median(rows.bet!.product), real: median(rows.betReal!.product) };
  } finally {
    await product.stop();
    await real.stop();
  }
}
