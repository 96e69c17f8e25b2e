import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, requiredText } from './common';

// Contract of the jantri ledger (jantri spec section 7). The ledger issue fills in the rest.

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
  username: z.string().optional(),
  user_id: z.string().optional(),
});

export const betDataJantriEndpoint = defineEndpoint({
  path: 'bet-data-jantri',
  auth: true,
  body: ClientGameBody,
  response: StatusMessage.extend(BetSheet.shape),
});
