import { loadShare } from '@module-federation/enhanced/runtime';
import { prefetchWhenIdle } from './idle-prefetch';

// A page that builds schemas first starts the schema library (the remotes' `before` step in
// `remotePages`, @bgmi/shared/schema-library), then loads its own chunk. The library is the
// shell's shared module, not a file of the remote's page-assets.json, so the header pages' idle
// prefetch does not bring it: a switch from "/" would fetch it before the page's chunk.

/** The shared module's name (scripts/webpack/shared-packages.js, sharedSingletons). */
const SCHEMA_LIBRARY = '@bgmi/shared/zod-runtime';

let queued = false;

/**
 * The schema library's file downloaded once the first page is complete and the browser idle:
 * Module Federation loads the chunk and registers its modules without running them (zod starts
 * when a page asks for it, in a task of its own).
 */
export function prefetchSchemaLibraryWhenIdle(): void {
  if (queued) return;
  queued = true;
  // A failure (no federation runtime, the file unreachable) costs only the head start.
  prefetchWhenIdle(() =>
    Promise.resolve()
      .then(() => loadShare(SCHEMA_LIBRARY))
      .catch(() => undefined),
  );
}
