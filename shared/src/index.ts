// The contract between the teams: schemas, the API client and helpers, which each side bundles
// (its own version), and the host API (session store, socket, query client, toasts, runtime
// config), which the page shares as one versioned singleton (host-api.ts).
export * from '@bgmi/shared/host-api';
export * from './api/define-endpoint';
export * from './api/api-error';
export * from './api/api-client';
export * from './api/lazy-endpoint';
export * from './api/lazy-contract';
export * from './session/user-info';
export * from './session/embed-options';
export * from './session/keep-login';
export * from './session/account';
export * from './socket/socket-events';
export * from './socket/socket-event-map';
export * from './socket/chat-order';
export * from './socket/socket-limits';
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
export * from './ui/toast-area';
// Imported by path to keep them out of the singleton: ./day-and-money.ts (scrim day,
// notifications, money modes, admin panel) and ./jantri-contract.ts (the jantri ledger).
export * from './ui/require-login';
// The UI kit (Modal, ConfirmDialog, DataTable, FormField, EmptyState) is imported by path,
// `@bgmi/shared/src/ui-kit`, so only the lazy pages that use it carry it.
