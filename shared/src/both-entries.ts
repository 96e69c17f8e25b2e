// What both entries of @bgmi/shared export, listed once: the package itself (index.ts, bundled by
// each browser side) and the server-safe `@bgmi/shared/server` (server.ts). No React here, no
// browser state: the server loads all of it.
export * from './api/define-endpoint';
export * from './api/api-error';
export * from './socket/socket-events';
export * from './socket/socket-event-map';
export * from './socket/chat-order';
export * from './socket/socket-limits';
export * from './money/rupees';
export * from './contract/common';
export * from './contract/zod-message';
export * from './contract/user';
export * from './contract/esports-events';
export * from './contract/players';
export * from './contract/teams';
export * from './contract/friends-chat';
export * from './contract/admin';
export * from './jantri';
