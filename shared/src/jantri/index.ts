// The jantri bet parser, settlement and cutting calculators (DESIGN section 5): filled by the ledger issue.
export {};
