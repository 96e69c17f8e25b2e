import { callApi } from '@bgmi/shared';
import { exportClientBooksEndpoint } from '@bgmi/shared/jantri-contract';
import { currentCaller } from '../use-caller';

/** export-client-books: a client's books (or 'All Client') up to a date, as CSV text. */
export function exportClientBooks(client_name: string, date: string) {
  return callApi(exportClientBooksEndpoint, { ...currentCaller(), client_name, date });
}
