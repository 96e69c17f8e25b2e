import { createContext, useContext, type ReactNode } from 'react';

/**
 * The jantri book the pages inside act on: null is the caller's own book; an operator's id when
 * one of his staff works in it (DESIGN section 5, staff). The calls of those pages send it as
 * X-Jantri-Book (callApi's `book`), so a staff desk reuses the ledger's own panels.
 */
const ActingBookContext = createContext<string | null>(null);

export function ActingBook({ book, children }: { book: string | null; children: ReactNode }) {
  return <ActingBookContext.Provider value={book}>{children}</ActingBookContext.Provider>;
}

export function useActingBook(): string | null {
  return useContext(ActingBookContext);
}
