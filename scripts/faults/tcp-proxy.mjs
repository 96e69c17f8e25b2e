// A TCP proxy the fault test controls (issue 25), in front of the machine's Redis or PostgreSQL,
// which are never stopped themselves. `cut()` closes every connection and refuses new ones (a
// server that went down), `stall()` keeps every connection open but moves no byte and leaves new
// ones unanswered (a network that hangs), `heal()` restores both (a stalled connection resumes
// where it stopped; the server came back).
import net from 'node:net';

export function startTcpProxy(port, target) {
  let mode = 'pass';
  const pairs = new Set();
  const waiting = new Set();

  const link = (client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'stall') pause(pair);
  };
  const pause = ({ client, upstream }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    if (mode === 'cut') return client.destroy();
    if (mode === 'stall') {
      waiting.add(client);
      client.on('error', () => waiting.delete(client)).on('close', () => waiting.delete(client));
      return;
    }
    link(client);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: (scheme, rest = '') => `${scheme}://127.0.0.1:${port}${rest}`,
        cut() {
          mode = 'cut';
          for (const { client, upstream } of pairs) {
            client.destroy();
            upstream.destroy();
          }
          for (const client of waiting) client.destroy();
          pairs.clear();
          waiting.clear();
        },
        stall() {
          mode = 'stall';
          pairs.forEach(pause);
        },
        heal() {
          const wasStalled = mode === 'stall';
          mode = 'pass';
          if (wasStalled)
            for (const { client, upstream } of pairs) {
              client.pipe(upstream);
              upstream.pipe(client);
            }
          for (const client of waiting) link(client);
          waiting.clear();
        },
        close() {
          this.cut();
          server.close();
        },
      }),
    ),
  );
}
