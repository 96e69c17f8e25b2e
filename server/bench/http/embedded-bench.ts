import { startChild } from './children';
import { load, median, spread, type LoadResult } from './load';
import {
  betters,
  PRODUCT_PORT,
  REAL_PORT,
  ROUNDS,
  SECONDS,
  type PgBetFigures,
  type ProductInfo,
} from './http-bench';

/**
 * The embedded database (PGlite in the API process): the bet under the same load as on PostgreSQL
 * (32 connections, a bettor each) in the `demo` and the `real` money mode, interleaved rounds,
 * against the PostgreSQL figures of the same run (issue 26: at least 0.5x, p99 under 50 ms).
 * Idle memory: bench/idle-memory.ts.
 */
export async function benchHttpEmbedded(postgres: PgBetFigures | null = null): Promise<void> {
  const demo = await startChild<ProductInfo>(
    'product-server.ts',
    ['embedded', String(PRODUCT_PORT)],
    ['--expose-gc'],
  );
  const real = await startChild<ProductInfo>(
    'product-server.ts',
    ['embedded', String(REAL_PORT)],
    ['--expose-gc'],
    { MONEY_MODE: 'real' },
  );
  const figures: Record<'demo' | 'real', LoadResult[]> = { demo: [], real: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [mode, child, port] of [
        ['demo', demo, PRODUCT_PORT],
        ['real', real, REAL_PORT],
      ] as const)
        figures[mode].push(
          await load(
            `http://127.0.0.1:${port}/BGMI/bet-place-jantri`,
            {},
            { seconds: SECONDS, perConnection: betters(child.info) },
          ),
        );
  } finally {
    await demo.stop();
    await real.stop();
  }
  console.log(`\nembedded database (PGlite in the API process), ${ROUNDS} rounds of ${SECONDS} s`);
  console.log(
    '| bet-place-jantri, 32 bettors | bets/s [spread] | p99 ms [spread] | errors | vs PostgreSQL (goal >= 0.5, p99 < 50 ms) |',
  );
  console.log('|---|---|---|---|---|');
  for (const mode of ['demo', 'real'] as const) {
    const rps = figures[mode].map((result) => result.rps);
    const p99 = figures[mode].map((result) => result.p99);
    const errors = figures[mode].reduce((sum, result) => sum + result.errors, 0);
    const anchor = postgres?.[mode];
    const ratio = anchor ? `${(median(rps) / anchor).toFixed(2)} of ${anchor.toFixed(0)}/s` : '-';
    console.log(
      `| ${mode} mode | ${median(rps).toFixed(0)} [${(spread(rps) * 100).toFixed(0)}%] | ${median(p99).toFixed(1)} [${(spread(p99) * 100).toFixed(0)}%] | ${errors} | ${ratio} |`,
    );
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
