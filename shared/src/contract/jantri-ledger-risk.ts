import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { LEDGER_MESSAGES as M } from '../jantri/messages';
import { StatusMessage } from './common';
import { Caller, nameField, optionalNumber } from './jantri-ledger-fields';

// The risk view (DESIGN section 5): before the result, what each number 00-99 would cost the
// operator, the worst number, and the jodi cut that caps his loss. Money is rupees.

export const RiskNumber = z.object({
  number: z.string(),
  /** Jodi amount on the number, all chosen clients combined. */
  amount: z.number(),
  /** Paid out if it wins: jodi x rate + andar[tens] and bahar[units] x rate/10. */
  payout: z.number(),
  /** payout - collection: above 0 the operator loses that much, below 0 he gains. */
  loss: z.number(),
});
export type RiskNumber = z.infer<typeof RiskNumber>;

export const RiskWorst = z.object({ number: z.string(), payout: z.number(), loss: z.number() });

export const getJantriRiskEndpoint = defineEndpoint({
  path: 'get-jantri-risk',
  auth: true,
  body: z.object({
    ...Caller,
    /** A client name or 'All Clients'. */
    client_name: nameField('client_name', M.selectBoth),
    game_name: nameField('game_name', M.selectBoth),
    /** The loss the operator accepts at most; with it the answer carries `cap`. */
    max_loss: optionalNumber('max_loss'),
    /** The haruf cutting limit kept while the jodi limit is searched (absent: haruf uncut). */
    cutHrf: optionalNumber('cutHrf'),
  }),
  response: StatusMessage.extend({
    data: z.object({
      collection: z.number(),
      numbers: z.array(RiskNumber).length(100),
      worst: RiskWorst,
      cap: z
        .object({
          max_loss: z.number(),
          /** False: the loss is already within max_loss, nothing to cut. */
          needed: z.boolean(),
          /** False: even cutting every jodi leaves the haruf loss above max_loss. */
          reachable: z.boolean(),
          /** The jodi cutting number (whole rupees) to type in 'Cutting Number Rs.'. */
          cutNum: z.number().nullable(),
          cutHrf: z.number().nullable(),
          collection_after: z.number(),
          worst_after: RiskWorst,
        })
        .nullable(),
    }),
  }),
});
