// The UI kit of the site: one Modal, ConfirmDialog, DataTable, FormField (and the login's pair of
// them, LoginFields), EmptyState and Icon. It is
// imported by path (`@bgmi/shared/src/ui-kit`), not through the index, so it stays out of the
// Module Federation singleton that every first visit to "/" loads; the pieces hold no state, so
// a copy per remote is harmless.
export * from './ui/kit/modal';
export * from './ui/kit/confirm-dialog';
export * from './ui/kit/data-table';
export * from './ui/kit/form-field';
export * from './ui/kit/empty-state';
export * from './ui/kit/login-fields';
export * from './ui/kit/icon';
