import { notifyInfo } from '@bgmi/shared';
import { loginOperator } from './ledger-test-kit';

/**
 * Before each CSV download test: spies restored, the notifyInfo mock emptied (the test file
 * mocks `@bgmi/shared`, which this import then sees) and an operator logged in.
 */
export function resetForDownload(): void {
  jest.restoreAllMocks();
  jest.mocked(notifyInfo).mockClear();
  loginOperator();
}

/** An export endpoint's answer: a CSV file of `rows` data rows. */
export const csvAnswer = (
  filename: string,
  rows: number,
  { message = 'Books ready', csv = 'date,client\n' }: { message?: string; csv?: string } = {},
) => ({ status: true, message, filename, csv, rows });
