// Each remote's CURRENT deploy, as the shell's static server needs it per request (issue 21):
// the remote's origin serves current.json (its build id, manifest path and host API range; a
// switch or a rollback is a change of it) and, in each build's folder, deploy.json (routes and
// first-paint fragments, stamped with the build id). A pointer is re-read at most every second;
// a build's deploy.json never changes, so it is read once. A remote that does not answer keeps
// its last known deploy; one never seen is left out (the shell then shows its fallback). A build
// from before deploy.json (a flat folder, no current.json) gets its side's frozen routes
// (lib/legacy-deploy.mjs).
import { legacyDeploy } from './legacy-deploy.mjs';

/** A remote already known keeps its last deploy past this; a first read may take longer (node's
 * fetch loads on its first use, a cold remote compresses its files once). */
const TIMEOUT_MS = 500;
const FIRST_TIMEOUT_MS = 2000;
const POINTER_TTL_MS = 1000;
const MAX_DEPLOYS = 64;

/** remote URL -> { at, pending } */
const pointers = new Map();
/** deploy.json URL -> Promise<deploy> (versioned folders only) */
const deploys = new Map();
/** remote URL -> the last deploy resolved */
const lastGood = new Map();
/** Remotes whose last read failed (their failure is logged once). */
const failing = new Set();

async function getJson(url, timeout) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeout) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Like getJson, but null when the file is not there (404): a legacy build's missing files. */
async function getJsonIfThere(url, timeout) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeout) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** A legacy build's deploy, from its manifest (which must be there). */
async function legacyOf(side, manifest, timeout) {
  const response = await fetch(manifest, { signal: AbortSignal.timeout(timeout) });
  if (!response.ok) throw new Error(`${manifest}: ${response.status}`);
  const deploy = legacyDeploy(side, await response.text());
  if (!deploy) throw new Error(`${manifest}: no deploy.json and no legacy routes for ${side}`);
  return deploy;
}

/** A build folder's deploy.json, once (its folder is never written again). */
function deployOf(url, versioned, timeout) {
  if (!versioned) return getJson(url, timeout);
  let pending = deploys.get(url);
  if (!pending) {
    if (deploys.size >= MAX_DEPLOYS) deploys.clear();
    pending = getJson(url, timeout);
    pending.catch(() => deploys.delete(url));
    deploys.set(url, pending);
  }
  return pending;
}

/**
 * @param {string} remoteUrl  the remote's current.json (a pointer), or one build's
 *   mf-manifest.json (pinned); a pointer that is not there is a legacy build's root
 * @param {string} side  the remote's name (esports, jantri)
 * @returns {Promise<{ build: string, manifest: string, hostApi?: string, routes: object[],
 *   firstPaint: Record<string, object> } | null>}
 */
async function resolve(remoteUrl, side) {
  const timeout = lastGood.has(remoteUrl) ? TIMEOUT_MS : FIRST_TIMEOUT_MS;
  let manifest = remoteUrl;
  let versioned = false;
  if (!/mf-manifest\.json$/.test(new URL(remoteUrl).pathname)) {
    const pointer = await getJsonIfThere(remoteUrl, timeout);
    manifest = new URL(pointer?.manifest ?? 'mf-manifest.json', remoteUrl).href;
    versioned = Boolean(pointer);
  }
  const deployUrl = new URL('deploy.json', manifest).href;
  const deploy = versioned
    ? await deployOf(deployUrl, true, timeout)
    : ((await getJsonIfThere(deployUrl, timeout)) ?? (await legacyOf(side, manifest, timeout)));
  if (!Array.isArray(deploy.routes)) throw new Error(`${manifest}: no routes in deploy.json`);
  return { ...deploy, manifest };
}

export function currentDeploy(remoteUrl, side) {
  const cached = pointers.get(remoteUrl);
  if (cached && Date.now() - cached.at < POINTER_TTL_MS) return cached.pending;
  const pending = resolve(remoteUrl, side).then(
    (deploy) => {
      failing.delete(remoteUrl);
      lastGood.set(remoteUrl, deploy);
      return deploy;
    },
    (error) => {
      // Not cached: the next request asks again (a remote coming back is seen at once).
      pointers.delete(remoteUrl);
      if (!failing.has(remoteUrl)) console.warn(`remote deploy not readable: ${error?.message}`);
      failing.add(remoteUrl);
      return lastGood.get(remoteUrl) ?? null;
    },
  );
  pointers.set(remoteUrl, { at: Date.now(), pending });
  return pending;
}

/** Every remote of the config, resolved: { esports: deploy | null, jantri: ... }. */
export async function remoteDeploys(config) {
  const names = Object.keys(config.remotes ?? {});
  const resolved = await Promise.all(
    names.map((name) => currentDeploy(config.remotes[name], name)),
  );
  return Object.fromEntries(names.map((name, i) => [name, resolved[i]]));
}

/**
 * The runtime config the browser gets: each remote's manifest URL of its current build, and per
 * remote its build id, host API range and routes (the shell's router and header are built from
 * them). A remote not resolved keeps its configured URL and has no `deploys` entry.
 */
export function resolvedConfig(config, resolved) {
  const remotes = { ...config.remotes };
  const entries = {};
  for (const [name, deploy] of Object.entries(resolved)) {
    if (!deploy) continue;
    remotes[name] = deploy.manifest;
    entries[name] = {
      build: deploy.build,
      hostApi: deploy.hostApi,
      // A side publishes only its own routes.
      routes: deploy.routes.filter((route) => route.side === name),
    };
  }
  return { ...config, remotes, deploys: entries };
}
