import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { LEDGER_MESSAGES as M } from '../jantri/messages';
import { toAsciiDigits } from '../jantri/numbers';
import { StatusMessage, textField } from './common';
import {
  Caller,
  dayField,
  nameField,
  optionalName,
  optionalNumber,
  requiredNumber,
} from './jantri-ledger-fields';

// Cutting, results, hisab kitab, laser book and lain dain (jantri spec section 7).

export const CuttingBody = z
  .object({
    ...Caller,
    client_name: nameField('client_name', M.selectBoth),
    game_name: nameField('game_name', M.selectBoth),
    cutNum: optionalNumber('cutNum'),
    cutHrf: optionalNumber('cutHrf'),
    /** Cutting options (DESIGN section 5): round each cut down to 5 or 10 rupees ... */
    round_to: z
      .union([z.literal(0), z.literal(5), z.literal(10)], { error: 'round_to must be 0, 5 or 10' })
      .optional(),
    /** ... cut this percentage of every cell instead of the excess (limits unused) ... */
    less_percent: optionalNumber('less_percent', { max: 100 }),
    /** ... and drop cut amounts at or below this floor (dabba). */
    dabba: optionalNumber('dabba'),
  })
  .refine(
    (body) =>
      body.cutNum !== undefined || body.cutHrf !== undefined || body.less_percent !== undefined,
    {
      error: M.enterCutting,
      path: ['cutNum'],
    },
  );

export const cuttingDataJantriEndpoint = defineEndpoint({
  path: 'cutting-data-jantri',
  auth: true,
  body: CuttingBody,
  response: StatusMessage.extend({
    cuttingJodi: z.string(),
    cuttingHaroof: z.object({ andar: z.string(), bahar: z.string() }),
    /** The excess amounts behind the strings, for the /cutpage grid (rupees). */
    cutGrid: z.object({
      details: z.array(z.number()).length(100),
      andar: z.array(z.number()).length(10),
      bahar: z.array(z.number()).length(10),
      jodi_total: z.number(),
      haroof_total: z.number(),
      final_total: z.number(),
    }),
  }),
});

export const GameResult = z.object({ game_name: z.string(), result: z.string() });
export type GameResult = z.infer<typeof GameResult>;
const GameResults = z.object({ game_result: z.array(GameResult) });

export const getJantriResultEndpoint = defineEndpoint({
  path: 'get-jantri-result',
  auth: true,
  body: z.object({ ...Caller, date: dayField }),
  response: StatusMessage.extend({ data: GameResults }),
});

/** A numeric result is 1 to 100 (100 means 00); text such as WIN is accepted and settles nothing. */
export const ResultText = textField('result', {}, M.selectGameAndResult)
  .trim()
  .min(1, { error: M.selectGameAndResult })
  .max(20, { error: 'result must be at most 20 characters' })
  .refine((text) => !/^\d+$/.test(toAsciiDigits(text)) || Number(toAsciiDigits(text)) <= 100, {
    error: M.resultTooBig,
  });

export const updateJantriResultEndpoint = defineEndpoint({
  path: 'update-jantri-result',
  auth: true,
  body: z.object({
    ...Caller,
    game_name: nameField('game_name', M.selectGameAndResult),
    result: ResultText,
    date: dayField,
  }),
  response: StatusMessage.extend({ data: z.object({ settled_clients: z.number() }) }),
});

export const resetJantriResultEndpoint = defineEndpoint({
  path: 'reset-jantri-result',
  auth: true,
  /** The spec sends only the caller; the day defaults to today. */
  body: z.object({ ...Caller, date: dayField.optional() }),
  response: StatusMessage.extend({ data: GameResults }),
});

export const HisabRow = z.object({
  _id: z.string(),
  client_name: z.string(),
  game_name: z.string(),
  date: z.string(),
  hrf_ps: z.number(),
  jodi_ps: z.number(),
  name_result: z.string(),
  lc_comm: z.number(),
  profit_loss: z.number(),
  total_kaam: z.number(),
});
export type HisabRow = z.infer<typeof HisabRow>;

export const getJantriHisabKitabEndpoint = defineEndpoint({
  path: 'get-jantri-hisabKitab',
  auth: true,
  body: z.object({ ...Caller, client_name: optionalName, date: dayField }),
  response: StatusMessage.extend({ data: z.object({ hisab_kitab: z.array(HisabRow) }) }),
});

/** One day of one client (or of all clients) in the laser book (DESIGN section 5). */
export const LaserRow = z.object({
  date: z.string(),
  client_name: z.string(),
  profit_loss: z.number(),
  recive_pay: z.number(),
  final: z.number(),
  /** Running sum of final up to this day: above 0 the operator is to receive (lain). */
  balance: z.number(),
  lain_dain: z.enum(['lain', 'dain', '-']),
});
export type LaserRow = z.infer<typeof LaserRow>;

export const getLesarBookEndpoint = defineEndpoint({
  path: 'get-lesar-book',
  auth: true,
  body: z.object({
    ...Caller,
    client_name: nameField('client_name', 'Please select a client'),
    date: dayField,
  }),
  response: StatusMessage.extend({
    data: z.object({
      hisab_kitab: z.array(LaserRow).optional(),
      hisab_kitab_all: z.array(LaserRow).optional(),
    }),
  }),
});

export const LainDainRecord = z.object({
  _id: z.string(),
  client_name: z.string(),
  type: z.enum(['pay', 'receive']),
  receive_type: z.enum(['cash', 'online']),
  amount: z.number(),
  createdAt: z.string(),
});
export type LainDainRecord = z.infer<typeof LainDainRecord>;

export const lainDainRecordGetEndpoint = defineEndpoint({
  path: 'lain-dain-record-get',
  auth: true,
  body: z.object({ ...Caller, client_name: optionalName }),
  response: StatusMessage.extend({ data: z.array(LainDainRecord) }),
});

export const lainDainRecordSaveEndpoint = defineEndpoint({
  path: 'lain-dain-record-save',
  auth: true,
  body: z.object({
    ...Caller,
    client_name: nameField('client_name', M.allFieldsRequired),
    amount: requiredNumber('amount', M.allFieldsRequired, { min: 0.01 }).refine(
      (n) => Math.round(n * 100) === Number((n * 100).toFixed(6)),
      { error: 'amount can have at most 2 decimals' },
    ),
    type: z.enum(['pay', 'receive'], { error: M.allFieldsRequired }),
    receive_type: z.enum(['cash', 'online'], { error: M.allFieldsRequired }),
  }),
  response: StatusMessage,
});
