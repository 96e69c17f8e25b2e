// A small static server for the production builds: each part on its own origin, as deployed.
// Serves /runtime-config.json from the environment so URLs change without a rebuild.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { compressedFile, compressedPage, pickEncoding } from './lib/compressed-file.mjs';
import { deployPage } from './lib/deploy-page.mjs';
import { remoteDeploys, resolvedConfig } from './lib/remote-deploys.mjs';
import { deployFolder } from './lib/deploy-folder.mjs';
import {
  IMMUTABLE,
  REVALIDATE,
  answerNotModified,
  contentEtag,
  contentLastModified,
  fileEtag,
  isHashedFile,
  validatorHeaders,
} from './lib/http-cache.mjs';
import { withApiProxy } from './lib/api-proxy.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The browser-side configuration every part serves (DESIGN section 1: runtime, not baked). */
export function runtimeConfig(env = process.env) {
  return {
    // Empty: the API on the page's own origin (the static server forwards it, apiProxyTarget).
    apiUrl: env.API_URL ?? '',
    // Each remote's current.json (its current build, switched or rolled back by changing that
    // file), or one build's mf-manifest.json to pin it (README "Deploying one side").
    remotes: {
      esports:
        env.ESPORTS_REMOTE_URL ?? `http://localhost:${env.ESPORTS_PORT ?? 3001}/current.json`,
      jantri: env.JANTRI_REMOTE_URL ?? `http://localhost:${env.JANTRI_PORT ?? 3002}/current.json`,
    },
    // DESIGN section 8: the API's MONEY_MODE (demo by default), so the screens adapt at once.
    moneyMode: (env.MONEY_MODE || 'demo').trim().toLowerCase(),
  };
}

/**
 * The page carries its runtime config inline (one round trip less before the first paint; the
 * JSON file stays for remotes mounted alone), and asks early for what the page needs from the
 * remote that renders it (the esports one unless the path is the jantri side's): its manifest,
 * and (when the manifest could be read) its entry and its pages module, so they load beside the
 * shell's own scripts instead of one after another. No crossorigin on the scripts: the
 * federation runtime and webpack load them without it, and a preload in another mode would be
 * fetched twice.
 */
export function withInlineConfig(
  html,
  config,
  remoteScripts = [],
  manifest = config.remotes.esports,
) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // An API on the page's own origin needs no early connection.
  const preconnect = config.apiUrl
    ? `<link rel="preconnect" href="${new URL(config.apiUrl).origin}" crossorigin>`
    : '';
  const tags =
    `<script>window.__BGMI_INLINE_CONFIG__=${json}</script>` +
    preconnect +
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${manifest}">` +
    remoteScripts.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * Where the static servers of `npm start` forward the API's paths (lib/api-proxy.mjs): the API
 * beside them. Unset API_URL (the default) makes the browser call the page's own origin.
 */
export function apiProxyTarget(env = process.env) {
  return env.API_PROXY_TARGET ?? `http://localhost:${env.API_PORT ?? 4000}`;
}

/** Shared caches keep one copy per encoding. */
const VARY = { Vary: 'Accept-Encoding' };
// A shell page is worded in the reader's language (its cookie, else Accept-Language).
const PAGE_VARY = { Vary: 'Accept-Encoding, Accept-Language, Cookie' };

const manifestCache = new Map();

/**
 * The esports remote's entry and pages-module URLs from its mf-manifest.json, read at most every
 * 5 seconds (a remote deploys without the shell) and given up after 500 ms: then none.
 */
export async function remoteEntryScripts(manifestUrl) {
  const cached = manifestCache.get(manifestUrl);
  if (cached && Date.now() - cached.at < 5000) return cached.scripts;
  let scripts = [];
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(500) });
    const manifest = await response.json();
    const base = new URL('.', manifestUrl);
    const pages = manifest.exposes?.find((expose) => expose.name === 'pages');
    scripts = [manifest.metaData.remoteEntry.name, ...(pages?.assets.js.sync ?? [])].map(
      (file) => new URL(file, base).href,
    );
  } catch {
    // the remote is down or not ours: the page still loads, only later
  }
  manifestCache.set(manifestUrl, { at: Date.now(), scripts });
  return scripts;
}

/**
 * Sends a text answer compressed when the browser takes it (lib/compressed-file.mjs); false
 * when it did not, and the caller sends it as it is.
 */
async function sendCompressed(req, res, ext, headers, compressedBody) {
  const encoding = pickEncoding(req.headers['accept-encoding'], ext);
  const body = encoding ? await compressedBody(encoding) : null;
  if (!body) return false;
  res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
  res.end(body);
  return true;
}

/**
 * Caching headers of a file (lib/http-cache.mjs): content-hashed names (chunks, CSS, fonts,
 * images) for a year; the rest revalidated by ETag and Last-Modified. Null when a 304 was sent.
 */
function fileCacheHeaders(req, res, file) {
  if (isHashedFile(file)) return { 'Cache-Control': IMMUTABLE };
  const stat = fs.statSync(file);
  const etag = fileEtag(stat);
  const cache = { 'Cache-Control': REVALIDATE };
  if (answerNotModified(req, res, etag, stat.mtimeMs, { ...cache, ...VARY })) return null;
  return { ...cache, ...validatorHeaders(etag, stat.mtimeMs) };
}

/**
 * Caching headers of a generated answer (a page with its inline config, runtime-config.json):
 * revalidated by a digest of its content. Null when a 304 was sent.
 */
function generatedCacheHeaders(req, res, text, notBefore) {
  const etag = contentEtag(text);
  const modified = contentLastModified(etag, notBefore);
  const cache = { 'Cache-Control': REVALIDATE };
  if (answerNotModified(req, res, etag, modified, { ...cache, ...PAGE_VARY })) return null;
  return { ...cache, ...validatorHeaders(etag, modified) };
}

/** A small generated answer, uncompressed, with its validators (or a 304). */
function sendGenerated(req, res, text, type, notBefore) {
  const cache = generatedCacheHeaders(req, res, text, notBefore);
  if (!cache) return;
  res.writeHead(200, { 'Content-Type': type, ...cache });
  res.end(text);
}

/**
 * @param {{ root: string, port: number, spa?: boolean, name: string, config?: object,
 *   preloadRemote?: boolean, apiProxy?: string }} options  preloadRemote: the shell's page, which
 *   loads the esports remote first (a remote's own page needs no preload). apiProxy: the API's
 *   URL to forward its paths to (lib/api-proxy.mjs), so pages call their own origin.
 * spa: an unknown path without an extension gets the index.html of its first folder, else the
 * root's (client-side routes, also of an app mounted under a basename).
 */
export function serveStatic({
  root,
  port,
  spa = true,
  name,
  config = runtimeConfig(),
  preloadRemote = false,
  apiProxy,
}) {
  const server = http.createServer();
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Remotes are fetched cross-origin by the shell.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (url.pathname === '/runtime-config.json') {
      // With each remote's current deploy (its build's manifest, build id, host API range and
      // routes): a tab compares it with the builds it started with (a newer one: reload).
      void remoteDeploys(config)
        .then((deploys) =>
          sendGenerated(
            req,
            res,
            JSON.stringify(resolvedConfig(config, deploys)),
            TYPES['.json'],
            0,
          ),
        )
        .catch(() => res.writeHead(500).end());
      return;
    }
    // A remote's deploys: a path its root does not have is its current build's (lib/deploy-folder).
    const servedRoot = deployFolder(root, decodeURIComponent(url.pathname));
    const target = path.normalize(path.join(servedRoot, decodeURIComponent(url.pathname)));
    if (!target.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let file = target;
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) file = index;
      else if (spa && !path.extname(url.pathname)) {
        const first = url.pathname.split('/').filter(Boolean)[0] ?? '';
        const nested = path.join(servedRoot, first, 'index.html');
        file = first && fs.existsSync(nested) ? nested : path.join(servedRoot, 'index.html');
      } else {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    if (ext === '.html') {
      const built = fs.readFileSync(file, 'utf8');
      // The shell's page: completed from the remotes' current deploys (header links, the path's
      // first paint); /game and the other jantri pages load the jantri remote first.
      // (Its HTML has the first paint's slots: served with or without preloads.)
      const shellPage = preloadRemote || built.includes('data-bgmi-slot');
      void (
        shellPage
          ? deployPage({ html: built, root, config, pathname: url.pathname, headers: req.headers })
          : Promise.resolve({ html: built, config, side: 'esports' })
      )
        .then(async ({ html, config: resolved, side }) => {
          const manifest = resolved.remotes[side];
          const scripts = preloadRemote ? await remoteEntryScripts(manifest) : [];
          const page = withInlineConfig(html, resolved, scripts, manifest);
          const cache = generatedCacheHeaders(req, res, page, fs.statSync(file).mtimeMs);
          if (!cache) return;
          const headers = { 'Content-Type': TYPES[ext], ...cache, ...PAGE_VARY };
          if (await sendCompressed(req, res, ext, headers, (enc) => compressedPage(page, enc)))
            return;
          res.writeHead(200, headers);
          res.end(page);
        })
        .catch(() => res.writeHead(500).end());
      return;
    }
    const cache = fileCacheHeaders(req, res, file);
    if (!cache) return;
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', ...cache, ...VARY };
    void sendCompressed(req, res, ext, headers, (enc) => compressedFile(file, enc))
      .then((sent) => {
        if (sent) return;
        res.writeHead(200, headers);
        fs.createReadStream(file).pipe(res);
      })
      .catch(() => res.writeHead(500).end());
  };
  server.on('request', apiProxy ? withApiProxy(server, apiProxy, handler) : handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      console.log(`${name} served on http://localhost:${port}`);
      resolve(server);
    });
  });
}
