import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, requiredText } from './common';

/** Messages of the profile menu and match making, word for word (esports spec section 8). */
export const PROFILE_MESSAGES = {
  somethingWrong: 'Something went wrong',
  unableToFetch: 'Unable to fetch player info',
  errorFetching: 'Error fetching player info',
  updateFailed: 'Failed to update user',
  updateError: 'Error updating user info',
  statusFailed: 'Failed to update status',
  statusError: 'Error updating match making status',
  updated: 'Profile updated successfully!',
  matchStarted: 'Match making started!',
  matchStopped: 'Match making stopped!',
} as const;

/** The player lookup behind the profile menu and the home screen. */
export const PlayerInfo = z.object({
  _id: z.string(),
  name: z.string(),
  bgmiUserId: z.string(),
  team_name: z.array(z.string()),
  match_making: z.boolean(),
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

export const getBgmiPlayerEndpoint = defineEndpoint({
  path: 'get-bgmi-player',
  auth: true,
  body: z.object({ bgmiUserId: requiredText('bgmiUserId', 40) }),
  response: StatusMessage.extend({ data: PlayerInfo }),
});

/** Edits the name or the BGMI ID (one field per Save); the new BGMI ID must be free. */
export const EditBgmiPlayerBody = z
  .object({
    bgmiUserId: requiredText('bgmiUserId', 40),
    name: requiredText('name', 80, 'Name cannot be empty').optional(),
    newBgmiUserId: requiredText('newBgmiUserId', 40, 'BGMI ID cannot be empty')
      .regex(/^\S+$/, { error: 'BGMI ID cannot contain spaces' })
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.newBgmiUserId !== undefined, {
    error: 'name or newBgmiUserId is required',
    path: ['name'],
  });
export type EditBgmiPlayerBody = z.infer<typeof EditBgmiPlayerBody>;

export const editBgmiPlayerEndpoint = defineEndpoint({
  path: 'edit-bgmi-player',
  auth: true,
  body: EditBgmiPlayerBody,
  response: StatusMessage.extend({ data: z.object({ name: z.string(), bgmiUserId: z.string() }) }),
});

export const changeMatchStatusEndpoint = defineEndpoint({
  path: 'change-match-status',
  auth: true,
  body: z.object({
    bgmiUserId: requiredText('bgmiUserId', 40),
    match_making: z.boolean({ error: 'match_making must be true or false' }),
  }),
  response: StatusMessage.extend({ data: z.object({ match_making: z.boolean() }) }),
});
