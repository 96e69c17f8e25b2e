// The scale test's view of round turnovers (scripts/test-scale.mjs): how many times each socket
// is told of each turnover (once is right), and any broadcast without a result after the first.
import { openSocket } from './workload.mjs';

/**
 * One socket per entry, on its instance, logged in as its player.
 * @param {{ port: number, token: string }[]} observers
 * @returns {Promise<{ turnovers: Map<string, number>, lateNulls: number }>} counts per
 *   `port:round`, updated as the broadcasts arrive
 */
export async function watchTurnovers(observers) {
  const watch = { turnovers: new Map(), lateNulls: 0 };
  for (const { port, token } of observers) {
    const socket = await openSocket(`http://127.0.0.1:${port}`, token);
    let seenFirst = false;
    socket.on('session_details', (payload) => {
      if (payload.updated_wallet !== undefined) return;
      if (payload.session_result) {
        const key = `${port}:${payload.current_session_id}`;
        watch.turnovers.set(key, (watch.turnovers.get(key) ?? 0) + 1);
      } else if (seenFirst) watch.lateNulls += 1; // a broadcast without a result after connecting
      seenFirst = true;
    });
  }
  return watch;
}
