import type { NotificationRow } from '../repositories/notifications/notification-repository';
import type { AppNotification, NotificationKind } from '@bgmi/shared/server';
import { messageCode } from '../lib/message-codes';

export function toAppNotification(row: NotificationRow): AppNotification {
  // The codes of its words (the English catalogue's notice templates), so a reader's client
  // words it in their language (DESIGN section 9).
  const title = messageCode(row.title);
  const body = messageCode(row.body);
  return {
    ...(title || body ? { words: { ...(title ? { title } : {}), ...(body ? { body } : {}) } } : {}),
    _id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
