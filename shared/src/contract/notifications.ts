import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, idField } from './common';

/** What a notification is about (DESIGN 7); the bell links each to its page (`link`). */
export const NOTIFICATION_KINDS = [
  'join_request_received',
  'join_request_accepted',
  'join_request_rejected',
  'friend_request',
  'friend_accepted',
  'check_in_open',
  'waitlist_promoted',
  'room_released',
  'results_posted',
  'check_in_missed',
  'match_delayed',
  'disqualified',
  'team_banned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const AppNotification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path (e.g. /scrims/events/<id>) the item opens. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** The stable codes of the title and body with their values (DESIGN section 9). */
  words: z
    .object({
      title: z.object({ code: z.string(), params: z.record(z.string(), z.string()).optional() }),
      body: z.object({ code: z.string(), params: z.record(z.string(), z.string()).optional() }),
    })
    .partial()
    .optional(),
});
export type AppNotification = z.infer<typeof AppNotification>;

export const NOTIFICATIONS_PAGE = 30;

/** The caller's inbox, newest first, `NOTIFICATIONS_PAGE` at a time (`before`: an item's created_at). */
export const notificationsListEndpoint = defineEndpoint({
  path: 'notifications/list',
  auth: true,
  body: z.object({ before: z.string().datetime({ error: 'before must be a date' }).optional() }),
  response: StatusMessage.extend({
    data: z.array(AppNotification),
    unread_count: z.number(),
    has_more: z.boolean(),
  }),
});

/** Marks the given items read, or all of them (`all: true`); answers the unread count left. */
export const notificationsMarkReadEndpoint = defineEndpoint({
  path: 'notifications/mark-read',
  auth: true,
  body: z
    .object({
      ids: z.array(idField('ids')).max(100).optional(),
      all: z.boolean().optional(),
    })
    .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
      error: 'ids is required (or all: true)',
      path: ['ids'],
    }),
  response: StatusMessage.extend({ unread_count: z.number() }),
});
