import { cpuMs, startChild, type Child } from '../http/children';
import { closeClients, connectClients, type BenchClient, type RoundTally } from './chat-clients';
import { runRound, type RoundFigures } from './chat-round';
import { printChat, type Side } from './chat-report';
import type { ChatPlayer } from './chat-seed';

/** BENCH_PORT_BASE (default 8100, as the API bench): the chat servers take base + 11..13. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8100);
const PORTS: Record<Side, number> = {
  product: PORT_BASE + 11,
  anchor: PORT_BASE + 12,
  stored: PORT_BASE + 13,
};
const PLAYERS = 500;
/** Circles of 5 mutual friends: each player chats with its 4 friends in turn. */
const CIRCLE = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
/** Messages per second over all clients: 100 is one message per player every 5 s. */
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);

/**
 * Chat delivery p99 of the API against a bare socket.io server with the same 500 clients and rate
 * (issue 14), and against a bare socket.io server that stores each message with the product's
 * statement first (what "stored before delivered" costs on this database). Rounds are interleaved
 * product, anchor, stored, ...; each side gets an uncounted second of traffic before its round
 * (its code paths hot again after the others' rounds). Beside the latencies it prints each
 * server's CPU time per message, which a busy shared machine disturbs far less than a p99.
 * `embedded` runs the API on PGlite (no stored anchor: PGlite lives inside the API process).
 */
export async function benchChat(mode: 'postgres' | 'embedded' = 'postgres'): Promise<void> {
  const children: Child<unknown>[] = [];
  const product = await startChild<{ players: ChatPlayer[]; chatCommit: string }>(
    '../chat/chat-product-server.ts',
    [mode, String(PORTS.product), String(PLAYERS), String(CIRCLE)],
    process.env.BENCH_CHAT_PROF
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${process.env.BENCH_CHAT_PROF_DIR ?? '/tmp/chat-bench-prof'}`,
        ]
      : [],
  );
  children.push(product);
  const sides: Side[] =
    mode === 'embedded' ? ['product', 'anchor'] : ['product', 'anchor', 'stored'];
  let current: RoundTally | null = null;
  const tally = () => current;
  const clients: Partial<Record<Side, BenchClient[]>> = {};
  const pids: Partial<Record<Side, number>> = { product: product.process.pid! };
  const figures: Record<Side, RoundFigures[]> = { product: [], anchor: [], stored: [] };
  try {
    for (const side of sides.filter((s) => s !== 'product')) {
      const arg = side === 'stored' ? 'store' : 'bare';
      const child = await startChild<{ chatCommit: string }>('../chat/chat-anchor-server.ts', [
        String(PORTS[side]),
        arg,
      ]);
      children.push(child);
      pids[side] = child.process.pid!;
      // The stored anchor must commit the way the product does, or the ratio compares two things.
      if (side === 'stored' && child.info.chatCommit !== product.info.chatCommit)
        throw new Error('the stored anchor and the product read CHAT_COMMIT differently');
    }
    const { players } = product.info;
    for (const side of sides) {
      const url = `http://127.0.0.1:${PORTS[side]}`;
      // The product checks real session tokens; the anchors take the user id as the token.
      const token = side === 'product' ? (p: ChatPlayer) => p.token : (p: ChatPlayer) => p.id;
      clients[side] = await connectClients(url, players, token, tally);
    }
    const round = async (side: Side, tag: string, seconds: number, drainMs?: number) => {
      current = { round: `${side}${tag}`, sent: 0, latencies: [], failedAcks: 0 };
      return runRound(clients[side]!, current, { rate: RATE, seconds, drainMs });
    };
    for (let index = -1; index < ROUNDS; index += 1) {
      for (const side of sides) {
        await round(side, `warm${index}`, 1, 500);
        const cpuBefore = cpuMs(pids[side]!);
        const result = await round(side, String(index), SECONDS);
        // The drain is included: CPU spent on a late message is still that message's.
        result.cpuUs = ((cpuMs(pids[side]!) - cpuBefore) * 1000) / result.sent;
        // Round -1 warms every side up (JIT, pools) and is not counted.
        if (index >= 0) figures[side].push(result);
      }
    }
    current = null;
    printChat(figures, {
      mode: mode === 'embedded' ? 'the embedded database' : 'PostgreSQL',
      players: PLAYERS,
      circle: CIRCLE,
      rate: RATE,
      seconds: SECONDS,
      rounds: ROUNDS,
      commit: mode === 'embedded' ? 'sync (PGlite)' : product.info.chatCommit,
      goal: mode === 'embedded' ? 3 : 2,
    });
  } finally {
    for (const side of sides) closeClients(clients[side] ?? []);
    for (const child of children.reverse()) await child.stop();
  }
}

if (require.main === module) {
  benchChat(process.argv[2] === 'embedded' ? 'embedded' : 'postgres').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
