// The jantri ledger's contract (clients, games, bets, cutting, results, books, risk). Imported by
// path (`@bgmi/shared/src/jantri-contract`), not through the index, so it stays out of the Module
// Federation singleton that every first visit to "/" loads: the jantri remote and the server
// carry it. Schemas hold no state, so a copy outside the singleton is harmless.
export * from './contract/jantri-ledger';
export * from './contract/jantri-risk';
