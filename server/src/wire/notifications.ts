import type { NotificationRow } from '../repositories/notification-repository';
import type { AppNotification, NotificationKind } from '@bgmi/shared/server';

export function toAppNotification(row: NotificationRow): AppNotification {
  return {
    _id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
