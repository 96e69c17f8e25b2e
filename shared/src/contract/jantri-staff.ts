import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, requiredText } from './common';
import { Caller, dayField, nameField } from './jantri-ledger-fields';

// Staff of a jantri book (DESIGN section 5, issue 27): an operator invites writers and viewers,
// gives each the clients he may touch, sees what his writers enter, and removes access.

/** The header naming the book a call acts on (absent: the caller's own book). */
export const JANTRI_BOOK_HEADER = 'X-Jantri-Book';

export const BOOK_ACCESS_MESSAGES = {
  noAccess: 'You have no access to this book',
  operatorOnly: 'Only the operator of this book can do this',
  viewerReadsOnly: 'A viewer can only read this book',
  clientNotGiven: 'This client is not given to you',
  accessRemoved: 'Your access to this book was removed by its operator',
  inviteUnknown: 'This invite code is not valid',
  inviteUsed: 'This invite was already used or withdrawn',
  inviteOwn: 'You cannot join your own book',
  alreadyStaff: 'You are already staff of this book',
  staffNotFound: 'Staff member not found',
} as const;

export const StaffRole = z.enum(['writer', 'viewer'], {
  error: 'role must be writer or viewer',
});
export type StaffRole = z.infer<typeof StaffRole>;

const inviteCodeField = requiredText('invite_code', 40, 'Please enter the invite code');

/** The operator invites a writer or a viewer for the named clients of his book. */
export const staffInviteEndpoint = defineEndpoint({
  path: 'jantri-staff/invite',
  auth: true,
  body: z.object({
    ...Caller,
    role: StaffRole,
    client_names: z
      .array(nameField('client_names', 'Please select a client'), {
        error: 'Please select a client',
      })
      .min(1, { error: 'Please select a client' })
      .max(200, { error: 'client_names must have at most 200 names' }),
  }),
  response: StatusMessage.extend({
    data: z.object({ _id: z.string(), invite_code: z.string() }),
  }),
});

export const StaffBook = z.object({
  book_id: z.string(),
  operator_name: z.string(),
  role: StaffRole,
  client_names: z.array(z.string()),
});
export type StaffBook = z.infer<typeof StaffBook>;

/** Someone signed in accepts an invite code and becomes staff of that book. */
export const staffAcceptEndpoint = defineEndpoint({
  path: 'jantri-staff/accept',
  auth: true,
  body: z.object({ ...Caller, invite_code: inviteCodeField }),
  response: StatusMessage.extend({ data: StaffBook }),
});

/** The books the caller is staff of. */
export const staffBooksEndpoint = defineEndpoint({
  path: 'jantri-staff/books',
  auth: true,
  body: z.object({ ...Caller }),
  response: StatusMessage.extend({ data: z.array(StaffBook) }),
});

export const StaffMember = z.object({
  _id: z.string(),
  role: StaffRole,
  status: z.enum(['invited', 'active', 'removed']),
  /** Shown while the invitation is open. */
  invite_code: z.string().nullable(),
  user_name: z.string().nullable(),
  client_names: z.array(z.string()),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** The operator's staff and open invitations. */
export const staffListEndpoint = defineEndpoint({
  path: 'jantri-staff/list',
  auth: true,
  body: z.object({ ...Caller }),
  response: StatusMessage.extend({ data: z.array(StaffMember) }),
});

/** Removes a member's access (or withdraws an invitation) at once. */
export const staffRemoveEndpoint = defineEndpoint({
  path: 'jantri-staff/remove',
  auth: true,
  body: z.object({
    ...Caller,
    staff_id: z.string().uuid({ error: 'staff_id must be a staff id' }),
  }),
  response: StatusMessage,
});

export const WriterTotal = z.object({
  writer_name: z.string(),
  game_name: z.string(),
  date: z.string(),
  records: z.number(),
  total_amount: z.number(),
});
export const WriterEntry = z.object({
  _id: z.string(),
  writer_name: z.string(),
  client_name: z.string(),
  game_name: z.string(),
  bet_numbers: z.string(),
  total_amount: z.number(),
  createdAt: z.string(),
});
export type WriterTotal = z.infer<typeof WriterTotal>;
export type WriterEntry = z.infer<typeof WriterEntry>;

/** What the staff wrote on a day (default today): totals per writer and game, newest records. */
export const staffEntriesEndpoint = defineEndpoint({
  path: 'jantri-staff/entries',
  auth: true,
  body: z.object({ ...Caller, date: dayField.optional() }),
  response: StatusMessage.extend({
    data: z.object({ totals: z.array(WriterTotal), entries: z.array(WriterEntry) }),
  }),
});

export * from './jantri-staff-socket';
