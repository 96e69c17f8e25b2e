// The API on the site's own origin (issue 26: no CORS preflight before the product's own calls).
// The static server forwards the API's paths (/BGMI/, /uploads/, socket.io's handshake and its
// websocket upgrade) to the API with http-proxy, so the browser calls one origin. A deployment
// that wants the API on its own origin sets API_URL instead (then CORS, with preflights cached).
import httpProxy from 'http-proxy';

/** The API's paths: its routes, its uploaded files, socket.io (every namespace uses this path). */
const API_PATHS = ['/BGMI/', '/uploads/', '/socket.io/'];

/** @param {string} pathname */
export function isApiPath(pathname) {
  return API_PATHS.some((prefix) => pathname.startsWith(prefix));
}

/**
 * @param {string} target  the API's base URL, e.g. http://localhost:4000
 * @returns {{ web: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
 *   upgrade: (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => void,
 *   close: () => void }}
 */
export function createApiProxy(target) {
  const proxy = httpProxy.createProxyServer({
    target,
    // The API sees the browser's address (X-Forwarded-For; it believes it from TRUST_PROXY).
    xfwd: true,
    ws: true,
  });
  proxy.on('error', (_error, _req, resOrSocket) => {
    // The API is down or restarting: the browser gets what a closed API would give it.
    if ('writeHead' in resOrSocket && !resOrSocket.headersSent) {
      resOrSocket.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      resOrSocket.end(JSON.stringify({ status: false, message: 'The API is unavailable' }));
    } else resOrSocket.destroy();
  });
  return {
    web: (req, res) => proxy.web(req, res),
    upgrade: (req, socket, head) => proxy.ws(req, socket, head),
    close: () => proxy.close(),
  };
}

/**
 * Puts the API behind a static server: its own requests are forwarded, every other request goes
 * to `handler`. Returns the request handler to use; websocket upgrades are wired on `server`.
 * @param {import('node:http').Server} server
 * @param {string} target
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handler
 */
export function withApiProxy(server, target, handler) {
  const proxy = createApiProxy(target);
  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (isApiPath(pathname)) proxy.upgrade(req, socket, head);
    else socket.destroy();
  });
  server.on('close', () => proxy.close());
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (isApiPath(pathname)) proxy.web(req, res);
    else handler(req, res);
  };
}
