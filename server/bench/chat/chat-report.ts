import os from 'node:os';
import { median, spread } from '../stats';
import type { RoundFigures } from './chat-round';

export type Side = 'product' | 'anchor' | 'stored';

export interface ChatShape {
  mode: string;
  players: number;
  circle: number;
  rate: number;
  seconds: number;
  rounds: number;
  /** How the product commits a chat insert (CHAT_COMMIT; PGlite always waits). */
  commit: string;
  /** The p99 goal against the bare relay: 2x on PostgreSQL (issue 14), 3x embedded (issue 26). */
  goal: number;
}

const fmt = (values: number[]) =>
  values.length ? `${median(values).toFixed(1)} ms [${(spread(values) * 100).toFixed(0)}%]` : '-';
const ratio = (p: number[], a: number[]) =>
  a.length && median(a) ? (median(p) / median(a)).toFixed(2) : '-';

/** The chat table: medians [spread] of each side, the product's ratio to each anchor. */
export function printChat(figures: Record<Side, RoundFigures[]>, shape: ChatShape): void {
  console.log(
    `\nChat delivery on ${shape.mode} (${shape.players} socket.io clients in circles of ` +
      `${shape.circle} friends, ${shape.rate} msg/s for ${shape.seconds} s, ${shape.rounds} ` +
      'interleaved rounds; median [spread])',
  );
  console.log(
    `| send -> receive | product | anchor: bare socket.io echo | ratio (goal <= ${shape.goal.toFixed(2)}) | ` +
      "stored: bare socket.io + the product's send statement | ratio |",
  );
  console.log('|---|---|---|---|---|---|');
  for (const [what, pick] of [
    ['p99', (f: RoundFigures) => f.p99],
    ['p50', (f: RoundFigures) => f.p50],
  ] as const) {
    const [p, a, s] = (['product', 'anchor', 'stored'] as const).map((side) =>
      figures[side].map(pick),
    );
    console.log(
      `| ${what} | ${fmt(p!)} | ${fmt(a!)} | ${ratio(p!, a!)} | ${fmt(s!)} | ${ratio(p!, s!)} |`,
    );
  }
  // CPU is far steadier than a p99 on a shared machine: it shows per-message work directly.
  const [pc, ac, sc] = (['product', 'anchor', 'stored'] as const).map((side) =>
    figures[side].map((f) => f.cpuUs),
  );
  const us = (values: number[]) =>
    values.length ? `${median(values).toFixed(0)} µs [${(spread(values) * 100).toFixed(0)}%]` : '-';
  console.log(
    `| server CPU per message | ${us(pc!)} | ${us(ac!)} | ${ratio(pc!, ac!)} | ${us(sc!)} | ` +
      `${ratio(pc!, sc!)} |`,
  );
  for (const side of ['product', 'anchor', 'stored'] as const) {
    if (!figures[side].length) continue;
    const sum = (pick: (f: RoundFigures) => number) =>
      figures[side].reduce((total, f) => total + pick(f), 0);
    console.log(
      `${side}: ${sum((f) => f.delivered)} of ${sum((f) => f.sent)} delivered, ` +
        `${sum((f) => f.lost)} lost, ${sum((f) => f.failedAcks)} failed acks`,
    );
  }
  console.log(
    `product commits each chat insert ${shape.commit} (CHAT_COMMIT); the stored anchor runs ` +
      "the same statement (chat-send-repository's storeMessageBetweenFriends: friendship, retry " +
      'lookup and INSERT in one prepared statement) on the same pool size, committed the same way',
  );
  const load = os.loadavg().map((v) => v.toFixed(2));
  console.log(`load average ${load.join(' ')} on ${os.cpus().length} cores (shared machine)`);
}
