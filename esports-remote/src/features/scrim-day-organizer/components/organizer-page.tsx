import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading, errorMessage, useSession } from '@bgmi/shared';
import { useOrganizerEvents } from '../api/list-events';
import { EventForm } from './event-form';
import { EventPanel } from './event-panel';
import { localTime } from './local-time';
import { useOrganizerSocket } from './use-organizer-socket';
import { useOrganizerT } from '../i18n';
import '../scrim-day-organizer.css';

/** /organizer: the console for organisers and admins (others see why they cannot use it). */
export function OrganizerPage() {
  const t = useOrganizerT();
  const allowed = useSession((state) =>
    Boolean(state.userinfo?.isOrganizer || state.userinfo?.isAdmin),
  );
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  if (!allowed)
    return (
      <section className="page org-page">
        <h1 className="page-title">{t('page.title')}</h1>
        <p className="empty-state" role="alert">
          {t('page.organizerOnly')}.{' '}
          {loggedIn ? t('page.askAdmin') : <Link to="/login">{t('page.login')}</Link>}
        </p>
      </section>
    );
  return <Console />;
}

function Console() {
  const t = useOrganizerT();
  const events = useOrganizerEvents();
  useOrganizerSocket();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const current = events.data?.find((event) => event._id === selected);

  return (
    <section className="page org-page">
      <h1 className="page-title">{t('page.title')}</h1>
      {creating ? (
        <EventForm onDone={() => setCreating(false)} />
      ) : current ? (
        <EventPanel event={current} onClose={() => setSelected(null)} />
      ) : (
        <>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            {t('page.newEvent')}
          </button>
          {events.isPending ? (
            <PageLoading label={t('page.loading')} />
          ) : events.isError ? (
            <div className="empty-state" role="alert">
              <p>{errorMessage(events.error, t('page.loadFailed'))}</p>
              <button type="button" className="btn" onClick={() => void events.refetch()}>
                {t('retry')}
              </button>
            </div>
          ) : events.data.length === 0 ? (
            <p className="empty-state">{t('page.empty')}</p>
          ) : (
            <ul className="org-list" aria-label={t('page.yourEvents')}>
              {events.data.map((event) => (
                <li key={event._id}>
                  <button
                    type="button"
                    className="card org-event"
                    onClick={() => setSelected(event._id)}
                  >
                    <strong>{event.title}</strong>
                    <span className="muted">
                      {t(`list.kind.${event.kind}`)} · {localTime(event.sessionStartTime)}
                    </span>
                    <span className="org-event-facts">
                      <span>
                        {t('facts.slots', {
                          taken: event.slots - event.slots_left,
                          slots: event.slots,
                        })}
                      </span>
                      <span>{t('facts.waitlist', { count: event.waitlist_length })}</span>
                      <span>{t('facts.matches', { count: event.match_count })}</span>
                      {event.open_flags > 0 && (
                        <span className="badge badge-danger">
                          {t('facts.flags', { count: event.open_flags })}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export default OrganizerPage;
