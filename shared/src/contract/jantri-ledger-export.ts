import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage } from './common';
import { Caller, dayField, nameField, optionalName } from './jantri-ledger-fields';

// CSV exports of the books (issue 25): an operator saves a client's or a game's books at any
// time. The answer carries the file's text and name; the page turns it into a download.

/** The file's words follow its reader (DESIGN section 9); English by default. */
const ExportLanguage = z.enum(['en', 'hi'], { error: 'language must be en or hi' }).optional();

const CsvFile = StatusMessage.extend({
  filename: z.string(),
  csv: z.string(),
  /** Data rows in the file (the header and the TOTAL row not counted). */
  rows: z.number(),
});

/**
 * A client's books up to `date` (default today): every settled game (hisab) and every lain-dain
 * entry, oldest first, with the running balance of the laser book. 'All Client' exports every
 * client's.
 */
export const exportClientBooksEndpoint = defineEndpoint({
  path: 'export-client-books',
  auth: true,
  body: z.object({
    ...Caller,
    client_name: nameField('client_name', 'Please select a client'),
    date: dayField.optional(),
    language: ExportLanguage,
  }),
  response: CsvFile,
});

/**
 * A game's sheet: every number 00-99 and the andar/bahar haruf, one column per client (only the
 * named one when client_name is given) and a total column, with a TOTAL row.
 */
export const exportGameSheetEndpoint = defineEndpoint({
  path: 'export-game-sheet',
  auth: true,
  body: z.object({
    ...Caller,
    game_name: nameField('game_name', 'Please select a game'),
    client_name: optionalName,
    language: ExportLanguage,
  }),
  response: CsvFile,
});
