import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { LEDGER_MESSAGES as M } from '../jantri/messages';
import { NextCursor, StatusMessage, pageFields, requiredText, textField } from './common';
import { MAX_PASTE_LINES, pasteLineCount, tooManyLinesMessage } from '../jantri/paste-limits';
import {
  Caller,
  nameField,
  optionalName,
  percentField,
  requiredNumber,
} from './jantri-ledger-fields';

// Contract of the jantri ledger (jantri spec section 7, DESIGN section 5). Money is rupees.

/** The ten digit cells of the A.H (andar) or B.H (bahar) row, amounts in rupees. */
export const HarufRow = z.array(z.number()).length(10);

/** Client bet data (spec section 3): the 00-99 sheet of one client and game, plus haruf rows. */
export const BetSheet = z.object({
  updatedBetNumbers: z.object({
    /** Single-key objects keyed by number ("00".."99"), sorted ascending. */
    details: z.array(z.record(z.string(), z.number())),
    total_amount: z.number(),
    jodi_total: z.number(),
    haroof_total: z.number(),
  }),
  HarufBetNumbers: z.object({ andar: HarufRow, bahar: HarufRow }),
});
export type BetSheet = z.infer<typeof BetSheet>;

export const ClientGameBody = z.object({
  client_name: requiredText('client_name', 80),
  game_name: requiredText('game_name', 80),
  ...Caller,
});

export const betDataJantriEndpoint = defineEndpoint({
  path: 'bet-data-jantri',
  auth: true,
  body: ClientGameBody,
  response: StatusMessage.extend(BetSheet.shape),
});

/* ---------- clients and games ---------- */

/** How lc is charged (DESIGN section 5): on the client's net loss, or on everything he played. */
export const COMMISSION_BASES = ['loss', 'total'] as const;
export const CommissionBasis = z.enum(COMMISSION_BASES, {
  error: 'commission_basis must be loss or total',
});
export type CommissionBasis = z.infer<typeof CommissionBasis>;

export const JantriClient = z.object({
  _id: z.string(),
  client_name: z.string(),
  lc: z.number(),
  passing_rate: z.number(),
  patti: z.number(),
  commission_basis: CommissionBasis,
  createdAt: z.string(),
});
export type JantriClient = z.infer<typeof JantriClient>;

export const getAllJantriClientEndpoint = defineEndpoint({
  path: 'getAll-jantri-client',
  auth: true,
  body: z.object(Caller),
  response: StatusMessage.extend({ data: z.array(JantriClient) }),
});

export const ClientBody = z.object({
  ...Caller,
  client_name: nameField('client_name', M.fillRequired),
  lc: percentField('lc'),
  passing_rate: requiredNumber('passing_rate', M.fillRequired, { max: 10_000 }),
  patti: percentField('patti'),
  /** Absent: 'loss' for a new client; an edit keeps the client's current basis. */
  commission_basis: CommissionBasis.optional(),
});
export type ClientBody = z.input<typeof ClientBody>;

export const addJantriClientEndpoint = defineEndpoint({
  path: 'add-jantri-client',
  auth: true,
  body: ClientBody,
  response: StatusMessage.extend({
    data: z.object({ user_clients: z.array(z.string()), client: JantriClient }),
  }),
});

export const editJantriClientEndpoint = defineEndpoint({
  path: 'edit-jantri-client',
  auth: true,
  body: ClientBody,
  response: StatusMessage.extend({ data: JantriClient }),
});

export const AddGameBody = z.object({
  ...Caller,
  game_name: nameField('game_name', M.enterGameName),
  short_name: nameField('short_name', M.enterGameName, 20),
});

export const addJantriGameEndpoint = defineEndpoint({
  path: 'add-jantri-game',
  auth: true,
  body: AddGameBody,
  response: StatusMessage.extend({ data: z.object({ user_games: z.array(z.string()) }) }),
});

export const clearDataJantriEndpoint = defineEndpoint({
  path: 'clear-data-jantri',
  auth: true,
  body: z.object({
    ...Caller,
    client_name: nameField('client_name', M.selectClientAndGame),
    game_name: nameField('game_name', M.selectClientAndGame),
  }),
  response: StatusMessage.extend({ data: z.object({ deleted_bets: z.number() }) }),
});

export const removeJantriGameEndpoint = defineEndpoint({
  path: 'remove-jantri-game',
  auth: true,
  body: z.object({ ...Caller, game_name: nameField('game_name', M.selectClientAndGame) }),
  response: StatusMessage.extend({ data: z.object({ user_games: z.array(z.string()) }) }),
});

export const removeJantriClientEndpoint = defineEndpoint({
  path: 'remove-jantri-client',
  auth: true,
  body: z.object({ ...Caller, client_name: nameField('client_name', M.selectClientToDelete) }),
  response: StatusMessage.extend({ data: z.object({ user_clients: z.array(z.string()) }) }),
});

/* ---------- bets ---------- */

function lineNumbers(field: string) {
  const error = `${field} must be a list of line numbers`;
  return z.array(z.number().int().min(1), { error }).max(MAX_PASTE_LINES, { error }).optional();
}

/** The operator's games with their short names: the bet preview reads a paste with both. */
export const getJantriGamesEndpoint = defineEndpoint({
  path: 'get-jantri-games',
  auth: true,
  body: z.object({ ...Caller }),
  response: StatusMessage.extend({
    data: z.object({
      games: z.array(z.object({ game_name: z.string(), short_name: z.string() })),
    }),
  }),
});

export const addJantriBetsEndpoint = defineEndpoint({
  path: 'add-jantri-bets',
  auth: true,
  body: z.object({
    ...Caller,
    client_name: nameField('client_name', M.selectBoth),
    game_name: nameField('game_name', M.selectBoth),
    text: textField('text', { multiline: true }, M.enterBets)
      .max(2_000_000, { error: 'text is too long' })
      .refine((text) => text.trim().length > 0, { error: M.enterBets })
      .superRefine((text, ctx) => {
        const lines = pasteLineCount(text);
        if (lines > MAX_PASTE_LINES)
          ctx.addIssue({ code: 'custom', message: tooManyLinesMessage(lines) });
      }),
    /** Line numbers where the operator switched an ambiguous line to its other reading. */
    other_readings: lineNumbers('other_readings'),
    /** Line numbers where the operator kept an ambiguous line's first reading (issue 27). */
    kept_readings: lineNumbers('kept_readings'),
  }),
  response: StatusMessage.extend({
    data: z.object({ records: z.number(), total_amount: z.number() }),
  }),
});

/** A stored bet record (spec: client_name, game_name, bet_type, bet_numbers, bet_data). */
export const BetRecord = z.object({
  _id: z.string(),
  client_name: z.string(),
  game_name: z.string(),
  bet_type: z.string(),
  bet_numbers: z.string(),
  bet_data: z.object({
    /** Amount per number (or haruf digit) in rupees. */
    amounts: z.record(z.string(), z.number()),
    hruf_type: z.enum(['andar', 'bahar']).nullable(),
    source: z.string(),
  }),
  total_amount: z.number(),
  createdAt: z.string(),
});
export type BetRecord = z.infer<typeof BetRecord>;

const FilterBody = z.object({
  ...Caller,
  client_name: optionalName,
  game_name: optionalName,
  // Bet records per answer: enough for a day's book, small enough to never stall the database.
  ...pageFields(5000, 2000),
});

export const HistoryRow = z.object({
  client_name: z.string(),
  game_name: z.string(),
  total_bet_obj: z.object({
    total_bets: z.number(),
    total_amount: z.number(),
    details: z.array(BetRecord),
  }),
});
export type HistoryRow = z.infer<typeof HistoryRow>;

export const getJantriHistoryEndpoint = defineEndpoint({
  path: 'get-jantri-history',
  auth: true,
  body: FilterBody,
  response: StatusMessage.extend({ data: z.array(HistoryRow), ...NextCursor }),
});

export const getBetRecordsEndpoint = defineEndpoint({
  path: 'get-bet-records',
  auth: true,
  body: FilterBody,
  response: StatusMessage.extend({ data: z.array(BetRecord), ...NextCursor }),
});

export const deleteBetRecordEndpoint = defineEndpoint({
  path: 'delete-bet-record',
  auth: true,
  body: z.object({
    ...Caller,
    /** The record to remove; without it, the newest record matching the other fields. */
    _id: z.string().uuid({ error: '_id is not a valid id' }).optional(),
    client_name: nameField('client_name', M.selectClientAndGame),
    game_name: nameField('game_name', M.selectClientAndGame),
    bet_numbers: requiredText('bet_numbers', 2000, undefined, { multiline: true }),
    hruf_type: z
      .enum(['', 'andar', 'bahar'], { error: 'hruf_type must be andar, bahar or empty' })
      .default(''),
  }),
  response: StatusMessage,
});

export * from './jantri-ledger-books';
export * from './jantri-ledger-export';
