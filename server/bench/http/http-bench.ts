import { startChild } from './children';
import { load, median, spread, type LoadResult } from './load';
import { preparePgbench, runPgbench } from './pgbench';

interface ProductInfo {
  port: number;
  token: string;
  username: string;
  bettors: { token: string; username: string }[];
  sessionId: number;
  pid: number;
}

const PRODUCT_PORT = 8101;
const ANCHOR_PORT = 8102;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Row {
  what: string;
  product: number[];
  anchor: number[];
  goal: string;
  unit: string;
}

function print(rows: Row[]) {
  console.log(
    `\nAPI load (${ROUNDS} interleaved rounds of ${SECONDS} s, 32 connections; median [spread])`,
  );
  console.log('| what | product | anchor | ratio | goal |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const p = median(row.product);
    const a = median(row.anchor);
    const fmt = (v: number, s: number) =>
      `${v.toFixed(row.unit === 'ms' ? 1 : 0)} ${row.unit} [${(s * 100).toFixed(0)}%]`;
    console.log(
      `| ${row.what} | ${fmt(p, spread(row.product))} | ${fmt(a, spread(row.anchor))} | ${a ? (p / a).toFixed(3) : '-'} | ${row.goal} |`,
    );
  }
}

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
    const rows: Record<string, Row> = {
      tournaments: {
        what: 'public read get-bgmi-tournaments (req/s) vs bare Fastify JSON',
        product: [],
        anchor: [],
        goal: '>= 0.25',
        unit: 'req/s',
      },
      blogs: {
        what: 'public read all-blogs (req/s) vs bare Fastify JSON',
        product: [],
        anchor: [],
        goal: '>= 0.25',
        unit: 'req/s',
      },
      services: {
        what: 'public read get-services (req/s) vs bare Fastify JSON',
        product: [],
        anchor: [],
        goal: '>= 0.25',
        unit: 'req/s',
      },
      authRead: {
        what: 'auth read user/get_WithdrawHistory (req/s) vs bare Fastify + pg, same SQL',
        product: [],
        anchor: [],
        goal: '>= 0.50',
        unit: 'req/s',
      },
      bet: {
        what: 'bet-place-jantri, 32 bettors (req/s) vs pgbench single-row UPDATE, 1000 rows (tps)',
        product: [],
        anchor: [],
        goal: '>= 0.25',
        unit: '/s',
      },
      betP99: {
        what: 'bet-place-jantri p99 vs pgbench p99 (ms)',
        product: [],
        anchor: [],
        goal: 'product < 50 ms',
        unit: 'ms',
      },
      betOne: {
        what: 'bet-place-jantri, one bettor (req/s) vs pgbench UPDATE of one row (tps)',
        product: [],
        anchor: [],
        goal: '(one wallet row)',
        unit: '/s',
      },
    };
    const errors: string[] = [];
    const note = (name: string, result: LoadResult) => {
      if (result.errors) errors.push(`${name}: ${result.errors} errors`);
      return result;
    };
    const bareJson = `http://127.0.0.1:${ANCHOR_PORT}/json`;
    const betBody = { session_id: sessionId, amount: 10, position_number: '07' };
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
      rows.betOne!.anchor.push(runPgbench(10, SECONDS, 1).tps);
      const one = { ...betBody, username };
      rows.betOne!.product.push(
        note(
          'one bettor',
          await load(`${base}/bet-place-jantri`, one, { seconds: SECONDS, headers: auth }),
        ).rps,
      );
    }
    print(Object.values(rows));
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
