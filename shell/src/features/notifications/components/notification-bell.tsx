import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@bgmi/shared';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { useNotificationSocket } from './use-notification-socket';
import '../notifications.css';
import { zonedDateTime } from '@bgmi/shared/day-and-money';

function ago(iso: string): string {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `${hours} h ago` : zonedDateTime(iso);
}

/**
 * The inbox bell of the header (both sides): unread count, a list whose items open their page,
 * everything shown marked read when the list opens, and live pushes over the socket.
 */
export function NotificationBell() {
  const inbox = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useNotificationSocket();
  const unread = inbox.data?.unread_count ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Opening the list reads what it shows (also items pushed while it is open).
  const unreadIds = open
    ? (inbox.data?.data ?? []).filter((item) => !item.read).map((i) => i._id)
    : [];
  const unreadKey = unreadIds.join(',');
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (unreadKey && !isPending) mutate(unreadKey.split(','));
  }, [unreadKey, isPending, mutate]);

  return (
    <div className="bell" ref={ref}>
      <button
        type="button"
        className="bell-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="bell-count" data-testid="bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="bell-panel" role="dialog" aria-label="Notifications">
          <h2 className="bell-title">Notifications</h2>
          {inbox.isPending ? (
            <p className="muted bell-empty">Loading...</p>
          ) : inbox.isError ? (
            <div className="bell-empty" role="alert">
              <p>{errorMessage(inbox.error, 'Could not load notifications')}</p>
              <button type="button" className="btn btn-small" onClick={() => void inbox.refetch()}>
                Retry
              </button>
            </div>
          ) : inbox.data.data.length === 0 ? (
            <p className="muted bell-empty">No notifications yet.</p>
          ) : (
            <ul className="bell-list">
              {inbox.data.data.map((item) => (
                <li key={item._id} className={item.read ? 'bell-item' : 'bell-item bell-unread'}>
                  <Link to={item.link} onClick={() => setOpen(false)}>
                    <strong>{item.title}</strong>
                    <span>{item.body}</span>
                    <small className="muted">{ago(item.created_at)}</small>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

export default NotificationBell;
