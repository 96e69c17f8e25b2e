import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared/server';
import { post } from './api';

/**
 * Posts and expects the refusal of the token: one that belongs to another user than the body
 * names, to no one, or to a session that ended. 401 with the message on which the clients log
 * out (FOREIGN_TOKEN_MESSAGE).
 */
export async function expectTokenRefused(...args: Parameters<typeof post>): Promise<void> {
  const answer = await post(...args);
  expect({ statusCode: answer.statusCode, message: answer.body.message }).toEqual({
    statusCode: 401,
    message: FOREIGN_TOKEN_MESSAGE,
  });
}
