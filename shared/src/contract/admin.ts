import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, requiredText, textField } from './common';

/**
 * The admin CLI's commands run inside the API (so they reach open sockets and the embedded
 * database the server holds). Allowed with the server's local admin key or an admin's token.
 */
export const adminRunEndpoint = defineEndpoint({
  path: 'admin/run',
  auth: false,
  body: z.object({
    command: requiredText('command', 60),
    args: z.array(textField('args').max(5000)).max(30).default([]),
  }),
  response: StatusMessage.extend({ output: z.unknown() }),
});
