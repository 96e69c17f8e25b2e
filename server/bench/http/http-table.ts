import { median, spread } from './load';

/** One line of the API load table: figures of the product and its anchor, one per round. */
export interface Row {
  what: string;
  product: number[];
  anchor: number[];
  goal: string;
  unit: string;
}

/** The rows of the PostgreSQL API load table, in print order, each without figures yet. */
export function apiRows(): Record<string, Row> {
  return {
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
      what: 'bet-place-jantri, demo mode, 32 bettors (req/s) vs pgbench tpcb-like, scale 10, 32 clients (tps)',
      product: [],
      anchor: [],
      goal: '>= 1.0',
      unit: '/s',
    },
    betP99: {
      what: 'bet-place-jantri p99, demo mode vs tpcb-like p99 (ms)',
      product: [],
      anchor: [],
      goal: 'product < 25 ms',
      unit: 'ms',
    },
    betReal: {
      what: 'bet-place-jantri, real mode (18+, self-exclusion), 32 bettors (req/s) vs tpcb-like (tps)',
      product: [],
      anchor: [],
      goal: '>= 1.0',
      unit: '/s',
    },
    betRealP99: {
      what: 'bet-place-jantri p99, real mode vs tpcb-like p99 (ms)',
      product: [],
      anchor: [],
      goal: 'product < 25 ms',
      unit: 'ms',
    },
    betSql: {
      what: "bet-place-jantri (req/s) vs pgbench running the bet's own statement (tps)",
      product: [],
      anchor: [],
      goal: '(diagnostic: API overhead)',
      unit: '/s',
    },
    betSqlP99: {
      what: "bet-place-jantri p99 vs pgbench bet's own statement p99 (ms)",
      product: [],
      anchor: [],
      goal: '(diagnostic)',
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
}

export function print(rows: Row[], rounds: number, seconds: number) {
  console.log(
    `\nAPI load (${rounds} interleaved rounds of ${seconds} s, 32 connections; median [spread])`,
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
