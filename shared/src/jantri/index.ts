// Jantri constants and messages used by the contract. The parser and calculators are in
// ./calculators (imported by path, outside the shared singleton).
export * from './numbers';
export * from './messages';
export * from './paste-limits';
