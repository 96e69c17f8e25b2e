// HTTP caching of the static server (issue 21): content-hashed files of every type are kept by
// browsers for a year without asking again; everything whose name stays the same across deploys
// (HTML, mf-manifest.json, remoteEntry.js, federation-runtime.js, runtime-config.json) is
// revalidated on each use with an ETag (and Last-Modified), so an unchanged one costs a 304
// instead of its bytes.
import crypto from 'node:crypto';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * A name the build gave a content hash: `main.1a2b3c4d.js`, `theme.1a2b3c4d.css`, webpack's
 * `[hash][ext]` assets (`3f9c…e1.woff2`, `….png`): at least 8 hex digits as a dot-separated part
 * of the name, or the whole stem.
 */
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** @param {string} fileName a path or a file name */
export function isHashedFile(fileName) {
  return HASHED.test(fileName.split(/[\\/]/).pop() ?? '');
}

/** A weak validator of a file: its size and modification time (no read needed). */
export function fileEtag(stat) {
  return `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
}

/** A weak validator of generated content (a page, a config): a digest of it. */
export function contentEtag(text) {
  return `W/"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}

const firstSeen = new Map();
/** Distinct generated contents remembered (each side's page per deploy, the config). */
const MAX_SEEN = 64;

/**
 * When a generated content (by its ETag) was first served, as its Last-Modified: it has no file
 * of its own, and the time stays the same for as long as the content does.
 */
export function contentLastModified(etag, notBefore = 0) {
  let at = firstSeen.get(etag);
  if (at === undefined) {
    if (firstSeen.size >= MAX_SEEN) firstSeen.clear();
    at = Math.max(Date.now(), notBefore);
    firstSeen.set(etag, at);
  }
  return at;
}

/**
 * The validators to send with a revalidated answer.
 * @param {string} etag @param {number} modifiedMs
 */
export function validatorHeaders(etag, modifiedMs) {
  return { ETag: etag, 'Last-Modified': new Date(modifiedMs).toUTCString() };
}

/**
 * Whether the browser's copy is current (RFC 9110 13.2.2: If-None-Match wins over
 * If-Modified-Since; weak comparison for If-None-Match).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} etag @param {number} modifiedMs
 */
export function isNotModified(req, etag, modifiedMs) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return (
      ifNoneMatch.trim() === '*' ||
      ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
    );
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(modifiedMs / 1000) * 1000 <= since;
}

/**
 * Answers 304 when the browser's copy is current; true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers  the caching headers the full answer would carry
 */
export function answerNotModified(req, res, etag, modifiedMs, headers) {
  if (!isNotModified(req, etag, modifiedMs)) return false;
  res.writeHead(304, { ...headers, ...validatorHeaders(etag, modifiedMs) });
  res.end();
  return true;
}
