import { startChild } from './children';
import { apiRows, print } from './http-table';
import { load, type LoadResult } from './load';
import { runBetPgbench, type PgbenchBettor } from './bet-pgbench';
import { preparePgbench, runPgbench } from './pgbench';

interface ProductInfo {
  port: number;
  token: string;
  username: string;
  bettors: { token: string; username: string }[];
  pgbenchBettors: PgbenchBettor[];
  sessionId: number;
  pid: number;
}

const PRODUCT_PORT = 8101;
const ANCHOR_PORT = 8102;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

/** Public reads, authenticated reads and the bet against their anchors on PostgreSQL. */
export async function benchHttpPostgres(): Promise<void> {
  const product = await startChild<ProductInfo>('product-server.ts', [
    'postgres',
    String(PRODUCT_PORT),
  ]);
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
    const note = (name: string, result: LoadResult) => {
      if (result.errors) errors.push(`${name}: ${result.errors} errors`);
      return result;
    };
    const bareJson = `http://127.0.0.1:${ANCHOR_PORT}/json`;
    const betBody = { session_id: sessionId, amount: 10, position_number: '07' };
    const ownTotal = { transactions: 0, failed: 0, unplaced: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
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
      // pgbench's clients update rows picked among 1000, so the bet's anchor is many bettors
      // (one per connection); one bettor's bets all wait for one wallet row, as pgbench on one row.
      const bettors = product.info.bettors.map((bettor) => ({
        headers: { authorization: `Bearer ${bettor.token}` },
        body: { ...betBody, username: bettor.username },
      }));
      const pg = runPgbench(10, SECONDS);
      rows.bet!.anchor.push(pg.tps);
      rows.betP99!.anchor.push(pg.p99);
      const bet = note(
        'bet',
        await load(`${base}/bet-place-jantri`, {}, { seconds: SECONDS, perConnection: bettors }),
      );
      rows.bet!.product.push(bet.rps);
      rows.betP99!.product.push(bet.p99);
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
    print(Object.values(rows), ROUNDS, SECONDS);
    console.log(
      `pgbench bet statement: ${ownTotal.transactions} transactions, ${ownTotal.failed} failed, ${ownTotal.unplaced} placed no bet`,
    );
    if (errors.length) console.log(`errors: ${errors.join('; ')}`);
    await anchor.stop();
  } finally {
    await product.stop();
  }
}

/** The embedded database: the bet under load (idle memory: bench/idle-memory.ts). */
export async function benchHttpEmbedded(): Promise<void> {
  const product = await startChild<ProductInfo>(
    'product-server.ts',
    ['embedded', String(PRODUCT_PORT)],
    ['--expose-gc'],
  );
  try {
    const { token, username, sessionId } = product.info;
    const bet = await load(
      `http://127.0.0.1:${PRODUCT_PORT}/BGMI/bet-place-jantri`,
      { session_id: sessionId, amount: 10, position_number: '07', username },
      { seconds: SECONDS, headers: { authorization: `Bearer ${token}` } },
    );
    console.log(`\nembedded database (PGlite in the API process)`);
    console.log(
      `bet-place-jantri: ${bet.rps.toFixed(0)} req/s, p99 ${bet.p99} ms, ${bet.errors} errors (issue 14 baseline: 175 req/s, p99 705 ms)`,
    );
  } finally {
    await product.stop();
  }
}

/**
 * The price of durable commits on the embedded database (issue 25): the same bet load on PGlite
 * in a folder on disk, once with fsync on (the default: each commit's WAL flushed to the disk)
 * and once with PGLITE_FSYNC=off, in the same run.
 */
export async function benchEmbeddedFsync(): Promise<void> {
  const results: Record<string, LoadResult> = {};
  for (const fsync of ['on', 'off'] as const) {
    const product = await startChild<ProductInfo>(
      'product-server.ts',
      ['embedded-disk', String(PRODUCT_PORT)],
      [],
      { PGLITE_FSYNC: fsync },
    );
    try {
      const { token, username, sessionId } = product.info;
      results[fsync] = await load(
        `http://127.0.0.1:${PRODUCT_PORT}/BGMI/bet-place-jantri`,
        { session_id: sessionId, amount: 10, position_number: '07', username },
        { seconds: SECONDS * ROUNDS, headers: { authorization: `Bearer ${token}` } },
      );
    } finally {
      await product.stop();
    }
  }
  const on = results.on!;
  const off = results.off!;
  const cost = (1 - on.rps / off.rps) * 100;
  console.log(`\nembedded database on disk: bet-place-jantri, fsync on vs off (same run)`);
  console.log(
    `fsync on (default): ${on.rps.toFixed(0)} bets/s, p99 ${on.p99} ms, ${on.errors} errors | ` +
      `fsync off: ${off.rps.toFixed(0)} bets/s, p99 ${off.p99} ms, ${off.errors} errors | ` +
      `fsync costs ${cost.toFixed(0)}% of bets/s`,
  );
}
