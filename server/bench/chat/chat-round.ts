import { sendOne, type BenchClient, type RoundTally } from './chat-clients';

export interface RoundFigures {
  p50: number;
  p99: number;
  sent: number;
  delivered: number;
  lost: number;
  failedAcks: number;
  /** The server's CPU time per message sent (all its threads), µs; NaN when not measured. */
  cpuUs: number;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `rate` messages per second in all for `seconds`, the clients taking turns (so each sends
 * every clients/rate seconds), then waits `drainMs` for the last deliveries. A message not received
 * by then counts as lost.
 */
export async function runRound(
  clients: BenchClient[],
  tally: RoundTally,
  { rate, seconds, drainMs = 2000 }: { rate: number; seconds: number; drainMs?: number },
): Promise<RoundFigures> {
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let next = 0;
  while (tally.sent < total) {
    // A fixed schedule: catch up on what is due, so a slow tick does not lower the rate.
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    while (tally.sent < due) {
      sendOne(clients[next % clients.length]!, tally);
      next += 1;
    }
    await sleep(5);
  }
  await sleep(drainMs);
  const delivered = tally.latencies.length;
  return {
    p50: percentile(tally.latencies, 50),
    p99: percentile(tally.latencies, 99),
    sent: tally.sent,
    delivered,
    lost: tally.sent - delivered,
    failedAcks: tally.failedAcks,
    cpuUs: Number.NaN,
  };
}
