import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading, errorMessage, useSession } from '@bgmi/shared';
import { SCRIM_DAY_MESSAGES } from '@bgmi/shared/day-and-money';
import { useOrganizerEvents } from '../api/list-events';
import { EventForm } from './event-form';
import { EventPanel } from './event-panel';
import { localTime } from './local-time';
import { useOrganizerSocket } from './use-organizer-socket';
import '../organizer.css';

/** /organizer: the console for organisers and admins (others see why they cannot use it). */
export function OrganizerPage() {
  const allowed = useSession((state) =>
    Boolean(state.userinfo?.isOrganizer || state.userinfo?.isAdmin),
  );
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  if (!allowed)
    return (
      <section className="page org-page">
        <h1 className="page-title">Organiser Console</h1>
        <p className="empty-state" role="alert">
          {SCRIM_DAY_MESSAGES.organizerOnly}.{' '}
          {loggedIn ? 'Ask an admin for the organiser role.' : <Link to="/login">Log in</Link>}
        </p>
      </section>
    );
  return <Console />;
}

function Console() {
  const events = useOrganizerEvents();
  useOrganizerSocket();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const current = events.data?.find((event) => event._id === selected);

  return (
    <section className="page org-page">
      <h1 className="page-title">Organiser Console</h1>
      {creating ? (
        <EventForm onDone={() => setCreating(false)} />
      ) : current ? (
        <EventPanel event={current} onClose={() => setSelected(null)} />
      ) : (
        <>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            New event
          </button>
          {events.isPending ? (
            <PageLoading label="Loading your events..." />
          ) : events.isError ? (
            <div className="empty-state" role="alert">
              <p>{errorMessage(events.error, 'Could not load your events')}</p>
              <button type="button" className="btn" onClick={() => void events.refetch()}>
                Retry
              </button>
            </div>
          ) : events.data.length === 0 ? (
            <p className="empty-state">No events yet: create your first scrim.</p>
          ) : (
            <ul className="org-list" aria-label="Your events">
              {events.data.map((event) => (
                <li key={event._id}>
                  <button
                    type="button"
                    className="card org-event"
                    onClick={() => setSelected(event._id)}
                  >
                    <strong>{event.title}</strong>
                    <span className="muted">
                      {event.kind} · {localTime(event.sessionStartTime)}
                    </span>
                    <span className="org-event-facts">
                      <span>
                        {event.slots - event.slots_left}/{event.slots} slots
                      </span>
                      <span>waitlist {event.waitlist_length}</span>
                      <span>{event.match_count} matches</span>
                      {event.open_flags > 0 && (
                        <span className="badge badge-danger">{event.open_flags} flags</span>
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
