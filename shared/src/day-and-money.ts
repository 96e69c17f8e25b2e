// The scrim-day, notification, money-mode and admin-panel contracts. They are imported by path
// (`@bgmi/shared/src/day-and-money`), not through the index, so they stay out of the Module
// Federation singleton that every first visit to "/" loads: only the pages that call them (and
// the server) carry them. Schemas hold no state, so a copy per remote is harmless.
export * from './contract/money-controls';
export * from './contract/admin-panel';
export * from './contract/scrim-day-common';
export * from './contract/scrim-day-organizer';
export * from './contract/scrim-day-player';
export * from './contract/scrim-day-results';
export * from './contract/scrim-day-socket';
export * from './contract/notifications';
export * from './contract/scrim-day-slips';
export * from './time-zone';
export * from './contract/user-accounts';
export * from './contract/esports-stages';
export * from './contract/esports-stages-organizer';
export * from './contract/esports-stages-swap';
