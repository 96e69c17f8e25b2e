// The contract between the teams. Every import of `@bgmi/shared` goes through this file, so the
// Module Federation singleton holds one copy of each store, socket and schema.
export * from './api/define-endpoint';
export * from './api/api-error';
export * from './api/api-client';
export * from './config/runtime-config';
export * from './session/user-info';
export * from './session/session-store';
export * from './session/navigation';
export * from './session/embed-options';
export * from './session/force-logout';
export * from './session/account-cache';
export * from './session/account';
export * from './session/platform-game-round';
export * from './socket/socket-events';
export * from './socket/socket-event-map';
export * from './socket/socket-manager';
export * from './socket/chat-order';
export * from './socket/socket-limits';
export * from './ui/toasts';
export * from './money/rupees';
export * from './routes/route-table';
export * from './contract/common';
export * from './contract/zod-message';
export * from './contract/user';
export * from './contract/esports-events';
export * from './contract/players';
export * from './contract/teams';
export * from './contract/friends-chat';
export * from './jantri';
export * from './ui/page-loading';
export * from './contract/admin';
export * from './ui/router-sync';
export * from './api/query-client';
export * from './ui/toast-area';
// Imported by path to keep them out of the singleton: ./day-and-money.ts (scrim day,
// notifications, money modes, admin panel) and ./jantri-contract.ts (the jantri ledger).
export * from './ui/require-login';
// The UI kit (Modal, ConfirmDialog, DataTable, FormField, EmptyState) is imported by path,
// `@bgmi/shared/src/ui-kit`, so only the lazy pages that use it carry it.
