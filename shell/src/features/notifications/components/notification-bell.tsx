import { useCallback, useEffect, useRef, useState } from 'react';
import { useCloseOutside } from '../../../lib/use-close-outside';
import { Link } from 'react-router-dom';
import { errorMessage } from '@bgmi/shared';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { useNotificationSocket } from './use-notification-socket';
import '../notifications.css';
import { zonedDateTime } from '@bgmi/shared/day-and-money';
import { formatRelativeTime, useApiWords } from '@bgmi/shared/i18n';
import { useNotificationsT } from '../i18n';

/** "5 minutes ago" / "5 मिनट पहले" within a day, else the date and time in the reader's zone. */
function ago(iso: string, justNow: string): string {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return justNow;
  return minutes < 24 * 60 ? formatRelativeTime(iso) : zonedDateTime(iso);
}

/**
 * The inbox bell of the header (both sides): unread count, a list whose items open their page,
 * everything shown marked read when the list opens, and live pushes over the socket.
 */
export function NotificationBell() {
  const inbox = useNotifications();
  const t = useNotificationsT();
  const word = useApiWords();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useNotificationSocket();
  const unread = inbox.data?.unread_count ?? 0;

  useCloseOutside(ref, open, close);

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
        aria-label={unread ? t('bell.unread', { count: unread }) : t('bell.title')}
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
        <div className="bell-panel" role="dialog" aria-label={t('bell.title')}>
          <h2 className="bell-title">{t('bell.title')}</h2>
          {inbox.isPending ? (
            <p className="muted bell-empty">{t('bell.loading')}</p>
          ) : inbox.isError ? (
            <div className="bell-empty" role="alert">
              <p>{errorMessage(inbox.error, t('bell.loadFailed'))}</p>
              <button type="button" className="btn btn-small" onClick={() => void inbox.refetch()}>
                {t('bell.retry')}
              </button>
            </div>
          ) : inbox.data.data.length === 0 ? (
            <p className="muted bell-empty">{t('bell.empty')}</p>
          ) : (
            <ul className="bell-list">
              {inbox.data.data.map((item) => (
                <li key={item._id} className={item.read ? 'bell-item' : 'bell-item bell-unread'}>
                  <Link to={item.link} onClick={() => setOpen(false)}>
                    <strong>{word(item.words?.title, item.title)}</strong>
                    <span>{word(item.words?.body, item.body)}</span>
                    <small className="muted">{ago(item.created_at, t('bell.justNow'))}</small>
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
