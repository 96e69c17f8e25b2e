import { getRuntimeConfig } from '@bgmi/shared';

// What the idle prefetch fetches for a later page: its files, downloaded with
// <link rel="prefetch"> (the browser's lowest priority, into its cache) and not run. Running them
// ahead, as the prefetch did before, evaluated the other side's entry and each page's modules
// with their contract's schemas while the first page was still settling: long tasks a tap waited
// behind (issue 26). A page followed later runs its files from the cache. A side is named as in
// the runtime config's remotes.

type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};
type PageAssets = Record<string, string[]>;

const linked = new Map<string, Promise<void>>();

/** One <link rel="prefetch"> per URL; resolves once it is fetched or failed. */
function prefetchFile(url: string): Promise<void> {
  let pending = linked.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = url.endsWith('.css') ? 'style' : 'script';
      link.href = url;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.appendChild(link);
    });
    linked.set(url, pending);
  }
  return pending;
}

/** The side's manifest URL (runtime config): its files are named relative to it. */
function manifestUrl(side: string): URL | undefined {
  const entry = getRuntimeConfig().remotes[side];
  try {
    return entry ? new URL(entry, window.location.href) : undefined;
  } catch {
    return undefined;
  }
}

const fetched = new Map<string, Promise<unknown>>();

/** A JSON file of a deploy, asked once per page; undefined when it is not there. */
function fetchJson<T>(url: string): Promise<T | undefined> {
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    fetched.set(url, pending);
  }
  return pending as Promise<T | undefined>;
}

/** Files of a deploy, named relative to its manifest. */
function prefetchAll(base: URL, files: string[]): Promise<void> {
  return Promise.all(files.map((file) => prefetchFile(new URL(file, base).href))).then(() => {});
}

/** The side's entry and its './pages' module, from its mf-manifest.json. */
export async function prefetchRemoteFiles(side: string): Promise<void> {
  const base = manifestUrl(side);
  const manifest = base && (await fetchJson<Manifest>(base.href));
  const entry = manifest?.metaData?.remoteEntry;
  if (!base || !manifest || !entry?.name) return;
  const pages = manifest.exposes?.find((expose) => expose.path === './pages')?.assets;
  await prefetchAll(base, [
    `${entry.path ? `${entry.path}/` : ''}${entry.name}`,
    ...(pages?.js?.sync ?? []),
    ...(pages?.css?.sync ?? []),
  ]);
}

/**
 * A page's own files, from the side's page-assets.json (scripts/webpack/page-assets.js). A side
 * deployed before it published one gets no prefetch: its pages load when followed.
 */
export async function prefetchPageFiles(side: string, page: string): Promise<void> {
  const base = manifestUrl(side);
  if (!base) return;
  const assets = await fetchJson<PageAssets>(new URL('page-assets.json', base).href);
  await prefetchAll(base, assets?.[page] ?? []);
}
