import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { LEDGER_MESSAGES as M } from '../jantri/messages';
import { StatusMessage, idField, optionalText, rupees } from './common';
import { CommissionBasis } from './jantri-ledger';
import {
  Caller,
  dayField,
  nameField,
  optionalName,
  percentField,
  requiredNumber,
} from './jantri-ledger-fields';

// The upper broker (issue 27, DESIGN section 5): an operator's upper operators and their terms,
// cuts passed up to them, the upper's answer, and each layer's hisab. Money is rupees.

export const JantriUpper = z.object({
  _id: z.string(),
  name: z.string(),
  /** The upper's username when he keeps his books here; null otherwise. */
  upper_username: z.string().nullable(),
  passing_rate: z.number(),
  lc: z.number(),
  commission_basis: CommissionBasis,
  patti: z.number(),
  createdAt: z.string(),
});
export type JantriUpper = z.infer<typeof JantriUpper>;

export const saveUpperEndpoint = defineEndpoint({
  path: 'jantri-upper-save',
  auth: true,
  body: z.object({
    ...Caller,
    /** Absent: a new upper; present: edits that upper's terms. */
    upper_id: idField('upper_id').optional(),
    name: nameField('name', M.fillRequired),
    /** The upper's username or game id on this site; empty when he keeps no books here. */
    upper_username: optionalText('upper_username', 80),
    passing_rate: requiredNumber('passing_rate', M.fillRequired, { max: 10_000 }),
    lc: percentField('lc'),
    commission_basis: CommissionBasis.optional(),
    patti: percentField('patti'),
  }),
  response: StatusMessage.extend({ data: JantriUpper }),
});

export const listUppersEndpoint = defineEndpoint({
  path: 'jantri-upper-list',
  auth: true,
  body: z.object(Caller),
  response: StatusMessage.extend({ data: z.array(JantriUpper) }),
});

export const removeUpperEndpoint = defineEndpoint({
  path: 'jantri-upper-remove',
  auth: true,
  body: z.object({ ...Caller, upper_id: idField('upper_id') }),
  response: StatusMessage,
});

export const PASS_STATUSES = ['sent', 'accepted', 'refused', 'recorded', 'taken_back'] as const;

export const JantriPass = z.object({
  _id: z.string(),
  upper_id: z.string(),
  upper_name: z.string(),
  /** Who sent it (the lower operator's username). */
  from_username: z.string(),
  game_name: z.string(),
  date: z.string(),
  /** The terms it goes up on (the upper's, as the sender recorded them), in English. */
  terms: z.string(),
  /** The same terms as values, for a client to word in its reader's language (issue 23). */
  terms_of: JantriUpper.pick({ passing_rate: true, lc: true, commission_basis: true, patti: true }),
  status: z.enum(PASS_STATUSES),
  refuse_reason: z.string().nullable(),
  /** The one-line cut form (`12,45(80) A 3(100)`). */
  cutting: z.string(),
  details: z.array(z.number()).length(100),
  andar: z.array(z.number()).length(10),
  bahar: z.array(z.number()).length(10),
  total: z.number(),
  createdAt: z.string(),
});
export type JantriPass = z.infer<typeof JantriPass>;

const cells = (field: string, length: number) =>
  z
    .array(rupees(field), { error: `${field} must be a list of amounts` })
    .length(length, { error: `${field} must have ${length} amounts` });

export const sendPassEndpoint = defineEndpoint({
  path: 'jantri-pass-send',
  auth: true,
  body: z.object({
    ...Caller,
    upper_id: idField('upper_id'),
    game_name: nameField('game_name', 'Please select a game'),
    date: dayField,
    details: cells('details', 100),
    andar: cells('andar', 10),
    bahar: cells('bahar', 10),
  }),
  response: StatusMessage.extend({ data: JantriPass }),
});

export const listPassesEndpoint = defineEndpoint({
  path: 'jantri-pass-list',
  auth: true,
  body: z.object({ ...Caller, date: dayField.optional() }),
  response: StatusMessage.extend({
    data: z.object({ sent: z.array(JantriPass), incoming: z.array(JantriPass) }),
  }),
});

export const decidePassEndpoint = defineEndpoint({
  path: 'jantri-pass-decide',
  auth: true,
  body: z.object({
    ...Caller,
    pass_id: idField('pass_id'),
    decision: z.enum(['accept', 'refuse'], { error: 'decision must be accept or refuse' }),
    reason: optionalText('reason', 200),
  }),
  response: StatusMessage.extend({ data: JantriPass }),
});

export const takeBackPassEndpoint = defineEndpoint({
  path: 'jantri-pass-take-back',
  auth: true,
  body: z.object({ ...Caller, pass_id: idField('pass_id') }),
  response: StatusMessage.extend({ data: JantriPass }),
});

export const LayerGame = z.object({
  game_name: z.string(),
  result: z.string(),
  /** What the operator's clients played and the operator's share of their result. */
  clients_kaam: z.number(),
  clients_profit_loss: z.number(),
  /** What he passed up, and what each upper made on it (positive: the upper gained). */
  passed: z.array(
    z.object({ upper_name: z.string(), total_kaam: z.number(), profit_loss: z.number() }),
  ),
  passed_kaam: z.number(),
  kept_kaam: z.number(),
  /** clients_profit_loss less what the uppers made. */
  net: z.number(),
});
export type LayerGame = z.infer<typeof LayerGame>;

export const layerHisabEndpoint = defineEndpoint({
  path: 'jantri-layer-hisab',
  auth: true,
  body: z.object({ ...Caller, date: dayField, game_name: optionalName }),
  response: StatusMessage.extend({
    data: z.object({
      games: z.array(LayerGame),
      totals: z.object({ kept_kaam: z.number(), passed_kaam: z.number(), net: z.number() }),
    }),
  }),
});

/** The socket notice of a pass: to the upper when one arrives, to the sender when answered. */
export const JANTRI_PASS_EVENT = 'jantri_pass';
export const JantriPassNotice = z.object({
  kind: z.enum(['arrived', 'accepted', 'refused', 'taken_back']),
  pass: JantriPass,
});
export type JantriPassNotice = z.infer<typeof JantriPassNotice>;
