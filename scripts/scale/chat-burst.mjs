// The scale test's chat order check (scripts/test-scale.mjs): a burst of sends without waiting,
// from a socket on one instance to one on another, then the order of the acks' seq, of the stored
// rows, of the live deliveries and of the history, each counted in inversions.
import { sleep } from '../lib/cluster-run.mjs';
import { inversions, storedOrder } from './checks.mjs';
import { openSocket } from './workload.mjs';

/**
 * @param {{ api: { call: Function }, databaseUrl: string, size: number,
 *   from: { id: string, token: string, port: number }, to: { id: string, token: string,
 *   port: number } }} burst  `from` sends on its port's instance, `to` receives on its own
 * @returns {Promise<{ acks: object[], burst: object }>} the acks, and the burst's figures
 */
export async function chatBurst({ api, databaseUrl, size, from, to }) {
  const sender = await openSocket(`http://127.0.0.1:${from.port}`, from.token);
  const receiver = await openSocket(`http://127.0.0.1:${to.port}`, to.token);
  const delivered = [];
  receiver.on('receive_message', (message) => delivered.push(message.clientMessageId));
  const ids = Array.from({ length: size }, (_, index) => `burst-${index}`);
  const acks = await Promise.all(
    ids.map((clientMessageId, index) =>
      sender.emitWithAck('send_message', {
        from: from.id,
        to: to.id,
        message: `burst ${index}`,
        timestamp: Date.now(),
        clientMessageId,
      }),
    ),
  );
  await sleep(500);
  const history = await api.call(
    'get-chat-history',
    { userId1: to.id, userId2: from.id },
    to.token,
  );
  const indexOf = (id) => ids.indexOf(id);
  const burst = {
    acked: acks.filter((ack) => ack.status).length,
    ackSeqInversions: inversions(acks.map((ack) => ack.data?.seq ?? 0)),
    stored: inversions((await storedOrder(databaseUrl, from.id)).map(indexOf)),
    delivered: inversions(delivered.map(indexOf)),
    deliveredCount: delivered.length,
    history: inversions(history.body.messages.map((m) => indexOf(m.clientMessageId))),
    historyCount: history.body.messages.length,
  };
  return { acks, burst };
}
