// The jantri ledger's contract (clients, games, bets, cutting, results, books, risk). Imported by
// path (`@bgmi/shared/jantri-contract`), not through the index, so it stays out of the Module
// Federation singleton that every first visit to "/" loads: the jantri remote and the server
// carry it. Schemas hold no state, so a copy outside the singleton is harmless.
export * from './contract/jantri-ledger';
export * from './contract/jantri-ledger-risk';
// The wallet (deposits, withdrawals, plans, recharges, tickets): only jantri pages and the server.
export * from './contract/wallet';
export * from './contract/wallet-deposit';
export * from './contract/wallet-withdraw';
export * from './contract/wallet-recharge-plans';
export * from './contract/wallet-help-support';
// The number game's calls (bet, round, results): only the jantri remote and the server.
export * from './contract/platform-game';
// The upper broker (issue 27): uppers, passes, each layer's hisab.
export * from './contract/upper-broker';
// Staff of a book (invites, roles, writers' entries): only the jantri remote and the server.
export * from './contract/jantri-staff';
