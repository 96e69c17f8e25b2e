import { callApi, sessionStore } from '@bgmi/shared';
import { exportClientBooksEndpoint } from '@bgmi/shared/jantri-contract';
import { currentCaller } from '../use-caller';

/** export-client-books: a client's books (or 'All Client') up to a date, as CSV text. */
export function exportClientBooks(client_name: string, date: string) {
  // The file's words in the reader's language (DESIGN section 9).
  const language = sessionStore.getState().language === 'hi' ? 'hi' : 'en';
  return callApi(exportClientBooksEndpoint, { ...currentCaller(), client_name, date, language });
}
