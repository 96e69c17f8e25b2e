// The server-safe entry of @bgmi/shared (`@bgmi/shared/server`): the contract, money, the jantri
// parser and calculators, the time zone and the socket contract, with no React, no
// react-router and no browser state. The server and the admin CLI import only this entry
// (ESLint no-restricted-imports); server/test/shared-entry.test.ts fails if React is loaded.
export * from './api/define-endpoint';
export * from './api/api-error';
export * from './socket/socket-options';
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
export * from './day-and-money';
export * from './jantri-contract';
export * from './jantri/calculators';
