// The host API (DESIGN section 1, docs/ARCHITECTURE.md "Contract policy"): the only part of
// `shared` that is one instance per page, shared at run time by the shell and both remotes as a
// Module Federation singleton with `strictVersion`. It holds state every side must see alike:
// the session store, the socket, the page's query client, toasts, the runtime config and the
// router bridge. Everything else in `shared` (schemas, the API client, helpers, UI) is bundled by
// each side, so a side's deploy never changes code another side runs.
//
// Version rule: add to it in a minor (1.x), never remove or change in one; a remote built
// against 1.2 needs a shell that provides 1.2 or later, and a shell too old refuses it with "This
// part of the site needs a newer version of the site" instead of running it on missing pieces.
import hostApiVersion from './host-api-version.json';

/** The version of the host API this code provides (shared/src/host-api-version.json). */
export const HOST_API_VERSION: string = hostApiVersion.version;

export * from './config/runtime-config';
export * from './session/session-store';
export * from './session/navigation';
export * from './session/force-logout';
export * from './socket/socket-manager';
// What the socket's pushes write into the page's query client (the wallet, the game's round).
export * from './session/account-cache';
export * from './session/platform-game-round';
export * from './api/query-client';
export * from './ui/toasts';
