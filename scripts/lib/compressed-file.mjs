// Text assets compressed for the static server (issue 14): a phone on a slow link pays for every
// byte, and the builds' JavaScript is about 3.3x smaller compressed (react-dom 207 KB -> 65 KB).
// Each file is compressed once per version (path, size and mtime) and kept in memory, so only the
// first visitor after a deploy waits for it.
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt']);
/** Below this the headers outweigh the gain. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const cache = new Map();

/**
 * The encoding to answer with for this request and file type: brotli when the browser takes it
 * (Chromium offers it on secure origins, localhost included), else gzip, else none.
 * @param {string | undefined} acceptEncoding
 * @param {string} ext
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(acceptEncoding, ext) {
  if (!COMPRESSIBLE.has(ext) || !acceptEncoding) return null;
  const offered = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** @param {Buffer} body @param {'br' | 'gzip'} encoding */
export function compress(body, encoding) {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 9: within a few percent of 11 at a fraction of its time.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 });
}

/**
 * The file's bytes in that encoding, or null when compressing is not worth it (small file).
 * @param {string} file @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer | null>}
 */
export async function compressedFile(file, encoding) {
  const stat = fs.statSync(file);
  if (stat.size < MIN_BYTES) return null;
  const key = `${encoding}:${file}`;
  const version = `${stat.size}:${stat.mtimeMs}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.body;
  const pending = compress(fs.readFileSync(file), encoding);
  cache.set(key, { version, body: pending });
  return pending;
}

const pageCache = new Map();
/** Distinct generated pages kept (each side's page per deploy: a handful). */
const MAX_PAGES = 16;

/**
 * A generated page (the shell's HTML with its inline config) compressed once per distinct
 * content: it is the same for every visitor of a side until the next deploy, and compressing it
 * costs about 6 ms of CPU a request.
 * @param {string} text @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
export function compressedPage(text, encoding) {
  const key = `${encoding}:${text}`;
  let body = pageCache.get(key);
  if (!body) {
    if (pageCache.size >= MAX_PAGES) pageCache.clear();
    body = compress(Buffer.from(text), encoding);
    body.catch(() => pageCache.delete(key));
    pageCache.set(key, body);
  }
  return body;
}
