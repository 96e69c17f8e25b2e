// The server-safe entry of @bgmi/shared (`@bgmi/shared/server`): the contract, money, the jantri
// parser and calculators, the time zone and the socket contract, with no React, no
// react-router and no browser state. The server and the admin CLI import only this entry
// (ESLint no-restricted-imports); server/test/shared-entry.test.ts fails if React is loaded.
export * from './both-entries';
export * from './socket/socket-options';
export * from './day-and-money';
export * from './jantri-contract';
export * from './jantri/calculators';
