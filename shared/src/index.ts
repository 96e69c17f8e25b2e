// The contract between the teams: schemas, the API client and helpers, which each side bundles
// (its own version), and the host API (session store, socket, query client, toasts, runtime
// config), which the page shares as one versioned singleton (host-api.ts).
export * from '@bgmi/shared/host-api';
export * from './both-entries';
export * from './api/api-client';
export * from './api/lazy-endpoint';
export * from './api/lazy-contract';
export * from './api/yield-to-main';
export * from './session/user-info';
export * from './session/embed-options';
export * from './session/keep-login';
export * from './session/account';
export * from './routes/route-table';
export * from './ui/page-loading';
export * from './ui/router-sync';
export * from './ui/toast-area';
// Imported by path to keep them out of the singleton: ./day-and-money.ts (scrim day,
// notifications, money modes, admin panel) and ./jantri-contract.ts (the jantri ledger).
export * from './ui/require-login';
// The UI kit (Modal, ConfirmDialog, DataTable, FormField, EmptyState) is imported by path,
// `@bgmi/shared/src/ui-kit`, so only the lazy pages that use it carry it.
