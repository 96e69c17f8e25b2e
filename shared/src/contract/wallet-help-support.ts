import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, textField } from './common';
import { WALLET_MESSAGES } from './wallet';
import { userName } from './wallet-fields';

// Help and support: a ticket, and the user's tickets.

export const SupportBody = z.object({
  username: userName,
  subject: textField('subject', {}, WALLET_MESSAGES.subjectMissing)
    .trim()
    .min(1, { error: WALLET_MESSAGES.subjectMissing })
    .max(150, { error: 'subject must be at most 150 characters' }),
  message: textField('message', { multiline: true }, WALLET_MESSAGES.messageMissing)
    .trim()
    .min(1, { error: WALLET_MESSAGES.messageMissing })
    .max(2000, { error: 'message must be at most 2000 characters' }),
  img: textField('img').max(500, { error: 'img must be at most 500 characters' }).optional(),
});
export type SupportBody = z.input<typeof SupportBody>;
export const supportEndpoint = defineEndpoint({
  path: 'user/support',
  auth: true,
  body: SupportBody,
  response: StatusMessage.extend({ data: z.object({ _id: z.string() }) }),
});

export const SupportTicket = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.number(),
  img: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;
export const complainListEndpoint = defineEndpoint({
  path: 'user/get_complainList',
  auth: true,
  body: z.object({ username: userName }),
  response: StatusMessage.extend({ data: z.array(SupportTicket) }),
});
