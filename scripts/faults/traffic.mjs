// The fault test's traffic (scripts/test-faults.mjs): chat sends over a socket and HTTP calls in a
// loop while a fault is on, each answer recorded with its time, so the checks can say what was
// acknowledged, what was refused and how long each took.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a new message every 100 ms while `running()`; acked ids, refused ids, slowest ack. */
export async function chatTraffic(route, label, running) {
  const result = { acked: [], refused: [], slowest: 0 };
  for (let n = 0; running(); n += 1) {
    if (!route.sender.connected) {
      await sleep(100);
      continue;
    }
    const id = `${label}-${n}`;
    const started = Date.now();
    try {
      const ack = await route.sender.timeout(10_000).emitWithAck('send_message', {
        from: route.from.id,
        to: route.to.id,
        message: id,
        timestamp: Date.now(),
        clientMessageId: id,
      });
      (ack?.status ? result.acked : result.refused).push(id);
    } catch {
      result.refused.push(id); // no ack at all (a reconnect): not acknowledged
    }
    result.slowest = Math.max(result.slowest, Date.now() - started);
    await sleep(100);
  }
  return result;
}

const bodies = {
  'user/login': (player) => ({ bgmiUserId: player.bgmiUserId, password: 'tiger-lamp-93' }),
  'get-friends-data': () => ({}),
};

/** Calls `path` every 100 ms while `running()`; each answer's code, time taken and start. */
export async function httpTraffic(base, player, path, running) {
  const answers = [];
  while (running()) {
    const started = Date.now();
    let code;
    try {
      const response = await fetch(`${base}/BGMI/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify(bodies[path](player)),
        signal: AbortSignal.timeout(15_000),
      });
      code = response.status;
      await response.arrayBuffer();
    } catch {
      code = 0; // no answer at all
    }
    answers.push({ code, ms: Date.now() - started, started });
    await sleep(100);
  }
  return answers;
}

/** Waits until every instance's /ready answers 200. */
export async function waitReady(urls, withinMs) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const states = await Promise.all(
      urls.map((url) =>
        fetch(`${url}/ready`, { signal: AbortSignal.timeout(3000) }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (states.every((status) => status === 200)) return;
    if (Date.now() > deadline) throw new Error(`not ready within ${withinMs} ms: ${states}`);
    await sleep(250);
  }
}

/** Refuses to start on ports in use (an instance left by an earlier run would answer instead). */
export async function assertPortsFree(ports) {
  const net = await import('node:net');
  for (const port of ports) {
    await new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', () => reject(new Error(`port ${port} is in use; stop what holds it`)));
      probe.listen(port, '127.0.0.1', () => probe.close(resolve));
    });
  }
}
